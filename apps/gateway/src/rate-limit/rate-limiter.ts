import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@encontro/server-redis';
import type { Redis } from 'ioredis';

// Fixed windows, one per key, checked and counted atomically in Redis so every gateway replica
// shares them. A hit counts only when every key has room: a refusal by one limit (the address's)
// does not use up another (the person's own). ARGV: the windows, then the limits.
const INCREMENT = `
local n = #KEYS
local counts = {}
local refused = false
for i, key in ipairs(KEYS) do
  counts[i] = tonumber(redis.call('GET', key) or '0') + 1
  if counts[i] > tonumber(ARGV[n + i]) then refused = true end
end
local out = {}
for i, key in ipairs(KEYS) do
  local hits = counts[i]
  if not refused then
    hits = redis.call('INCR', key)
    if hits == 1 then redis.call('PEXPIRE', key, ARGV[i]) end
  end
  out[#out + 1] = hits
  out[#out + 1] = redis.call('PTTL', key)
  out[#out + 1] = redis.call('PEXPIRETIME', key)
end
return out
`;

// Gives one hit back to each key, but only to the window it was counted in (the key's absolute
// expiry, PEXPIRETIME, names the window): a give-back that arrives after its window ended is dropped.
// ARGV: each key's window end, as `hitAll` reported it.
const GIVE_BACK = `
for i, key in ipairs(KEYS) do
  if redis.call('PEXPIRETIME', key) == tonumber(ARGV[i]) and tonumber(redis.call('GET', key) or '0') > 0 then
    redis.call('DECR', key)
  end
end
return 0
`;

export type RateLimitResult = {
  allowed: boolean;
  hits: number;
  remaining: number;
  resetMs: number;
  /** When this key's window ends (epoch ms): it tells a later give-back which window the hit is in. */
  windowEndsAt: number;
};
export type RateLimitCheck = { key: string; limit: number; windowMs: number };

@Injectable()
export class RateLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** One hit of `key` in a window of `windowMs`; allowed (and counted) while hits ≤ limit. */
  async hit(name: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const [result] = await this.hitAll([{ key: `${name}:${key}`, limit, windowMs }]);
    return result!;
  }

  /**
   * One hit on every check at once (one round trip), counted only if all of them have room; each
   * result says whether its own limit holds.
   */
  async hitAll(checks: readonly RateLimitCheck[]): Promise<RateLimitResult[]> {
    const raw = (await this.redis.eval(
      INCREMENT,
      checks.length,
      ...checks.map((c) => `ratelimit:${c.key}`),
      ...checks.map((c) => c.windowMs),
      ...checks.map((c) => c.limit),
    )) as number[];
    return checks.map((check, i) => {
      const hits = raw[3 * i]!;
      return {
        allowed: hits <= check.limit,
        hits,
        remaining: Math.max(0, check.limit - hits),
        resetMs: Math.max(0, raw[3 * i + 1]!),
        windowEndsAt: raw[3 * i + 2]!,
      };
    });
  }

  /**
   * Gives back the hits `hitAll` counted (all its checks were allowed): for a request that was
   * reserved a place and then refused, so only accepted requests use up a limit. Reserving first
   * and giving back after keeps the limit exact under concurrency: never more than `limit` run.
   */
  async giveBack(checks: readonly RateLimitCheck[], results: readonly RateLimitResult[]): Promise<void> {
    await this.redis.eval(
      GIVE_BACK,
      checks.length,
      ...checks.map((c) => `ratelimit:${c.key}`),
      ...results.map((r) => r.windowEndsAt),
    );
  }
}
