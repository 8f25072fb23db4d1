import { Inject, Injectable } from '@nestjs/common';
import type { ClientNetwork } from '@encontro/contracts';
import { REDIS } from '@encontro/server-redis';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import { normalizeEmail } from '../users/users.repository.js';

/**
 * One hash per account e-mail: `n:<network>` counts the attempts from one network and `all` those
 * from every network, each beside the start of its window (`<field>@`, Redis time in ms). A window
 * starts at its first counted attempt; a bucket that is full refuses until its window ends.
 * KEYS[1]: the hash. ARGV: network, window ms, per-network limit, account limit, known network (1/0).
 * Answers the verdict and the two counts after it.
 */
const COUNT_ATTEMPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[2])
local function current(field)
  local started = tonumber(redis.call('HGET', KEYS[1], field .. '@'))
  if not started or now - started >= window then return 0, now end
  return tonumber(redis.call('HGET', KEYS[1], field)) or 0, started
end
local net = 'n:' .. ARGV[1]
local netCount, netStarted = current(net)
local allCount, allStarted = current('all')
if netCount >= tonumber(ARGV[3]) then return {'network', netCount, allCount} end
if ARGV[5] ~= '1' and allCount >= tonumber(ARGV[4]) then return {'account', netCount, allCount} end
redis.call('HSET', KEYS[1], net, netCount + 1, net .. '@', string.format('%.0f', netStarted),
  'all', allCount + 1, 'all@', string.format('%.0f', allStarted))
redis.call('PEXPIRE', KEYS[1], window)
return {'counted', netCount + 1, allCount + 1}
`;

/** The attempt proved the password: it leaves its network's count and the account-wide one. */
const FORGET_ATTEMPT = `
local net = 'n:' .. ARGV[1]
redis.call('HDEL', KEYS[1], net, net .. '@')
local all = tonumber(redis.call('HGET', KEYS[1], 'all'))
if all and all > 0 then redis.call('HSET', KEYS[1], 'all', all - 1) end
return 1
`;

/** Where an account is locked: on the attempt's network, or everywhere but its known networks. */
export type LockScope = 'network' | 'account';

export type ThrottleVerdict =
  | { counted: false; lockedOn: LockScope }
  /** `filled`: the locks this attempt completes if it turns out to be a failure. */
  | { counted: true; filled: LockScope[] };

/** Attempts without a network (an older gateway) share this bucket; a network is 22 characters. */
const SHARED_BUCKET = 'shared';

/**
 * Password attempts per account e-mail (known or not, so the answer never tells them apart), counted
 * in Redis per network — LOGIN_MAX_FAILURES in the window lock the account on that network only — and
 * across networks — LOGIN_ACCOUNT_MAX_FAILURES lock it on every network the account is not known on.
 * An attempt counts before the password is checked, so a burst of concurrent guesses cannot get past
 * a limit; a right password takes its attempt back and starts its network's count over.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(IDENTITY_CONFIG)
    private readonly config: Pick<
      IdentityConfig,
      'LOGIN_MAX_FAILURES' | 'LOGIN_ACCOUNT_MAX_FAILURES' | 'LOGIN_FAILURE_WINDOW_MINUTES'
    >,
  ) {}

  /** Counts an attempt from `network`, unless the account is locked there. */
  async attempt(email: string, network: ClientNetwork | undefined, known: boolean): Promise<ThrottleVerdict> {
    const { LOGIN_MAX_FAILURES: perNetwork, LOGIN_ACCOUNT_MAX_FAILURES: perAccount } = this.config;
    const [verdict, networkCount, accountCount] = (await this.redis.eval(
      COUNT_ATTEMPT,
      1,
      this.key(email),
      network ?? SHARED_BUCKET,
      String(this.config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000),
      String(perNetwork),
      String(perAccount),
      known ? '1' : '0',
    )) as [string, number, number];
    if (verdict !== 'counted') return { counted: false, lockedOn: verdict as LockScope };
    const filled: LockScope[] = [];
    if (networkCount === perNetwork) filled.push('network');
    if (accountCount === perAccount) filled.push('account');
    return { counted: true, filled };
  }

  /** The attempt from `network` had the right password. */
  async succeeded(email: string, network: ClientNetwork | undefined): Promise<void> {
    await this.redis.eval(FORGET_ATTEMPT, 1, this.key(email), network ?? SHARED_BUCKET);
  }

  /** The account's owner proved themselves by e-mail (password reset): every count starts over. */
  async reset(email: string): Promise<void> {
    await this.redis.del(this.key(email));
  }

  // The e-mail is hashed: Redis keys are listed by operators and must not hold addresses.
  private key(email: string): string {
    const digest = createHash('sha256').update(normalizeEmail(email)).digest('hex');
    return `auth:login-throttle:${digest}`;
  }
}
