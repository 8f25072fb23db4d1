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
end
return out
`;

export type RateLimitResult = { allowed: boolean; hits: number; remaining: number; resetMs: number };
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
      const hits = raw[2 * i]!;
      return {
        allowed: hits <= check.limit,
        hits,
        remaining: Math.max(0, check.limit - hits),
        resetMs: Math.max(0, raw[2 * i + 1]!),
      };
    });
  }
}
