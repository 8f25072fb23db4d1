import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS, authRedisKeys, revocationMark } from '@encontro/contracts';
import { REDIS } from '@encontro/server-redis';
import type { Redis } from 'ioredis';

// A mark is epoch seconds, optionally followed by a spared token id (see revocationMark).
const LOWER_MARK = `
local mark = redis.call('GET', KEYS[1])
local at = mark and tonumber(string.match(mark, '^%d+'))
if at and at > tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2]) end
return 1
`;

/** Token revocations in Redis, read by the gateway on every authenticated call. */
@Injectable()
export class SessionRevocations {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** This one token stops working now; the key lives until the token would have expired anyway. */
  async revokeToken(jti: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(authRedisKeys.revokedToken(jti), '1', 'EX', Math.max(1, Math.ceil(ttlSeconds)));
  }

  /**
   * Every token of the user issued up to this second stops working (block, delete). The mark is
   * one second ahead because a token's `iat` has whole seconds: one issued in this very second by
   * a login racing the block must die too.
   */
  async endAllSessions(userId: string): Promise<void> {
    await this.revokeAllBefore(userId, Math.floor(Date.now() / 1000) + 1);
  }

  /**
   * After an unblock: sessions ended by the block stay ended (up to whole-second precision: only a
   * token issued in this very second would come back), and a login from now on works at once even
   * when the block was in this same second (a mark ahead of now moves back to now).
   */
  async allowNewSessions(userId: string): Promise<void> {
    await this.redis.eval(
      LOWER_MARK,
      1,
      authRedisKeys.revokedBefore(userId),
      String(Math.floor(Date.now() / 1000)),
      String(ACCESS_TOKEN_TTL_SECONDS),
    );
  }

  /** Every token of the user issued before `epochSeconds` stops working. */
  async revokeAllBefore(userId: string, epochSeconds: number): Promise<void> {
    await this.redis.set(
      authRedisKeys.revokedBefore(userId),
      revocationMark(epochSeconds),
      'EX',
      ACCESS_TOKEN_TTL_SECONDS,
    );
  }

  /**
   * As a password reset: every token of the user issued before this second stops working (a login
   * right after the change keeps working) — except `keptJti`, the session that made the change in
   * the profile. A later block, deletion or reset writes a new mark that spares nothing.
   */
  async endOtherSessions(userId: string, keptJti: string | undefined): Promise<void> {
    await this.redis.set(
      authRedisKeys.revokedBefore(userId),
      revocationMark(Math.floor(Date.now() / 1000), keptJti),
      'EX',
      ACCESS_TOKEN_TTL_SECONDS,
    );
  }
}
