import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@encontro/server-redis';
import type { Redis } from 'ioredis';

// Check-and-count of every sender key in one atomic step: concurrent submissions never pass the limit.
const RESERVE = `
local limit = tonumber(ARGV[1])
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= limit then return { 0, limit } end
end
local highest = 0
for _, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  redis.call('PEXPIRE', key, ARGV[2])
  if count > highest then highest = count end
end
return { 1, highest }
`;

// The day is part of the key; the expiry only cleans up (real time may differ from a moved dev clock).
const KEY_TTL_MS = 2 * 24 * 60 * 60 * 1000;

/** `clientKey`: the gateway's keyed hash of the client address (never the address itself). */
export type Sender = { email?: string; clientKey: string };
export type Reservation = { allowed: boolean; count: number };

/**
 * The daily contact limit (SPEC §8), per e-mail and per client address, in Redis so every replica
 * shares it. Keys: `contact:daily:<YYYY-MM-DD>:email:<e-mail>` and `…:client:<client key>`.
 */
@Injectable()
export class ContactLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one message for every key of the sender, unless one of them is already at the limit. */
  async reserve(day: string, sender: Sender, limit: number): Promise<Reservation> {
    const [allowed, count] = (await this.redis.eval(
      RESERVE,
      ...this.keys(day, sender),
      limit,
      KEY_TTL_MS,
    )) as [number, number];
    return { allowed: allowed === 1, count };
  }

  /** Gives back a reserved message that was not stored after all. */
  async release(day: string, sender: Sender): Promise<void> {
    const [, ...keys] = this.keys(day, sender);
    await Promise.all(keys.map((key) => this.redis.decr(String(key))));
  }

  /** The highest count among the sender's keys today. */
  async used(day: string, sender: Sender): Promise<number> {
    const [, ...keys] = this.keys(day, sender);
    const counts = await this.redis.mget(...keys.map(String));
    return Math.max(0, ...counts.map((c) => Number(c ?? 0)));
  }

  /** `[numkeys, ...keys]`, as EVAL wants them. */
  private keys(day: string, sender: Sender): [number, ...string[]] {
    const keys = [`contact:daily:${day}:client:${sender.clientKey}`];
    if (sender.email) keys.unshift(`contact:daily:${day}:email:${sender.email.trim().toLowerCase()}`);
    return [keys.length, ...keys];
  }
}
