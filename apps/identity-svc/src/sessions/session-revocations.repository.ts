import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS, authRedisKeys } from '@encontro/contracts';
import { REDIS } from '@encontro/server-redis';
import type { Redis } from 'ioredis';

/**
 * A new session version for the user: above the current one, and at least Redis's time in ms, so a
 * version written after an earlier mark expired (and the versions of the tokens issued under it)
 * still ends every token issued before it. KEYS[1]: the mark, KEYS[2]: the blocked flag. ARGV:
 * spared token id or '', TTL (s), '1' when a block ends the sessions (the flag is set, else removed).
 */
const RAISE_VERSION = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local mark = redis.call('GET', KEYS[1])
local current = mark and tonumber(string.match(mark, '^v(%d+)')) or 0
local value = 'v' .. string.format('%.0f', math.max(current + 1, now))
if ARGV[1] ~= '' then value = value .. ' ' .. ARGV[1] end
redis.call('SET', KEYS[1], value, 'EX', ARGV[2])
if ARGV[3] == '1' then redis.call('SET', KEYS[2], '1', 'EX', ARGV[2]) else redis.call('DEL', KEYS[2]) end
return value
`;

/**
 * Token revocations in Redis, read by the gateway on every authenticated call. Ending sessions raises
 * the user's session version (the `revokedBefore` mark); a token carries the version read when it was
 * issued, so one issued before the change is refused even in the same second (`iat` has whole seconds).
 */
@Injectable()
export class SessionRevocations {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** This one token stops working now; the key lives until the token would have expired anyway. */
  async revokeToken(jti: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(authRedisKeys.revokedToken(jti), '1', 'EX', Math.max(1, Math.ceil(ttlSeconds)));
  }

  /**
   * The version a token issued now carries. Login reads it before the account's password hash: a
   * change committed after this read is followed by a higher version (see endSessions).
   */
  async sessionVersion(userId: string): Promise<number> {
    const mark = await this.redis.get(authRedisKeys.revokedBefore(userId));
    return Number(/^v(\d+)/.exec(mark ?? '')?.[1] ?? 0);
  }

  /**
   * Every token of the user issued until now stops working (block, deletion, password reset or
   * change), however recent — except `keptJti`, the session that changed its password in the profile.
   * Called twice around the change's commit: before it, so that if Redis fails nothing changes, and
   * after it, so that a login that read the account while the change was committing — and so the
   * first call's version — loses its session too. A later change writes a mark that spares nothing.
   */
  async endSessions(userId: string, keptJti?: string): Promise<void> {
    await this.raiseVersion(userId, keptJti ?? '', false);
  }

  /**
   * endSessions for a block: the sessions it ends are also flagged as ended by the block (until the
   * last of them would have expired), so the gateway tells their holder that the account is blocked.
   */
  async endSessionsForBlock(userId: string): Promise<void> {
    await this.raiseVersion(userId, '', true);
  }

  /** The account is unblocked: its ended sessions are no longer said to be blocked (they stay ended). */
  async unblocked(userId: string): Promise<void> {
    await this.redis.del(authRedisKeys.blocked(userId));
  }

  private async raiseVersion(userId: string, keptJti: string, blocked: boolean): Promise<void> {
    await this.redis.eval(
      RAISE_VERSION,
      2,
      authRedisKeys.revokedBefore(userId),
      authRedisKeys.blocked(userId),
      keptJti,
      String(ACCESS_TOKEN_TTL_SECONDS),
      blocked ? '1' : '',
    );
  }
}
