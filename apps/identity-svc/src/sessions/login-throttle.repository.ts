import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@encontro/server-redis';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { normalizeEmail } from '../users/users.repository.js';

/** One more attempt in the window; the window starts at the first counted attempt. */
const COUNT_ATTEMPT = `
local attempts = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return attempts
`;

/**
 * Failed logins per account e-mail (known or not, so the answer never tells them apart), counted in
 * Redis whatever address they come from. An attempt counts before the password is checked, so a
 * burst of concurrent guesses cannot get past the limit; a right password resets the count.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(IDENTITY_CONFIG)
    private readonly config: Pick<IdentityConfig, 'LOGIN_MAX_FAILURES' | 'LOGIN_FAILURE_WINDOW_MINUTES'>,
  ) {}

  /** Counts an attempt; false when the account already had its failures of the window. */
  async attempt(email: string): Promise<boolean> {
    const windowMs = this.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
    const attempts = Number(await this.redis.eval(COUNT_ATTEMPT, 1, this.key(email), String(windowMs)));
    return attempts <= this.config.LOGIN_MAX_FAILURES;
  }

  /** The account's owner proved themselves (right password, password reset): the count starts over. */
  async reset(email: string): Promise<void> {
    await this.redis.del(this.key(email));
  }

  // The e-mail is hashed: Redis keys are listed by operators and must not hold addresses.
  private key(email: string): string {
    const digest = createHash('sha256').update(normalizeEmail(email)).digest('hex');
    return `auth:login-failures:${digest}`;
  }
}
