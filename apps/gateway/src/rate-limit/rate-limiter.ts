import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@encontro/server-redis';
import type { Redis } from 'ioredis';

// Fixed window per key, atomic in Redis so every gateway replica shares the same counts.
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }
`;

export type RateLimitResult = { allowed: boolean; hits: number; remaining: number; resetMs: number };

@Injectable()
export class RateLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one hit of `key` in a window of `windowMs`; allowed while hits ≤ limit. */
  async hit(name: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const [hits, ttl] = (await this.redis.eval(INCREMENT, 1, `ratelimit:${name}:${key}`, windowMs)) as [
      number,
      number,
    ];
    return { allowed: hits <= limit, hits, remaining: Math.max(0, limit - hits), resetMs: Math.max(0, ttl) };
  }
}
