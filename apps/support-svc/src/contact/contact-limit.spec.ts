import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Redis } from 'ioredis';
import { ContactLimiter } from './contact-limit.js';

const DAY = '2026-11-20';
const EMAIL_KEY = `contact:daily:${DAY}:email:ana@example.com`;
/** The gateway's keyed hash of the sender's address. */
const CLIENT = 'kq3Jt6m1cZsFQx0aN4bW8w';
const CLIENT_KEY = `contact:daily:${DAY}:client:${CLIENT}`;
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

describe(ContactLimiter.name, () => {
  let redis: {
    eval: jest.Mock<(...args: unknown[]) => Promise<unknown>>;
    decr: jest.Mock<(key: string) => Promise<number>>;
    mget: jest.Mock<(...keys: string[]) => Promise<(string | null)[]>>;
  };
  let limiter: ContactLimiter;

  beforeEach(() => {
    redis = {
      eval: jest.fn(() => Promise.resolve([1, 1])),
      decr: jest.fn(() => Promise.resolve(0)),
      mget: jest.fn(() => Promise.resolve([])),
    };
    limiter = new ContactLimiter(redis as unknown as Redis);
  });

  it('checks and counts the e-mail, trimmed and in lower case, and the client’s keyed address in one step', async () => {
    await limiter.reserve(DAY, { email: ' Ana@Example.COM ', clientKey: CLIENT }, 5);

    expect(redis.eval).toHaveBeenCalledTimes(1);
    expect(redis.eval).toHaveBeenCalledWith(expect.any(String), 2, EMAIL_KEY, CLIENT_KEY, 5, TWO_DAYS_MS);
  });

  it('counts only the client’s keyed address when no e-mail is known', async () => {
    await limiter.reserve(DAY, { clientKey: CLIENT }, 5);

    expect(redis.eval).toHaveBeenCalledWith(expect.any(String), 1, CLIENT_KEY, 5, TWO_DAYS_MS);
  });

  it('reads the script’s answer as allowed with the highest count of the sender', async () => {
    redis.eval.mockResolvedValue([1, 3]);

    await expect(limiter.reserve(DAY, { email: 'ana@example.com', clientKey: CLIENT }, 5)).resolves.toEqual({
      allowed: true,
      count: 3,
    });
  });

  it('reads the script’s refusal as not allowed', async () => {
    redis.eval.mockResolvedValue([0, 5]);

    await expect(limiter.reserve(DAY, { clientKey: CLIENT }, 5)).resolves.toEqual({
      allowed: false,
      count: 5,
    });
  });

  it('gives a message back on every key of the sender', async () => {
    await limiter.release(DAY, { email: 'ANA@example.com', clientKey: CLIENT });

    expect(redis.decr.mock.calls.map(([key]) => key)).toEqual([EMAIL_KEY, CLIENT_KEY]);
  });

  it('tells the highest count among the sender’s keys', async () => {
    redis.mget.mockResolvedValue(['2', '4']);

    await expect(limiter.used(DAY, { email: 'ana@example.com', clientKey: CLIENT })).resolves.toBe(4);
    expect(redis.mget).toHaveBeenCalledWith(EMAIL_KEY, CLIENT_KEY);
  });

  it('tells zero for a sender with no message today', async () => {
    redis.mget.mockResolvedValue([null]);

    await expect(limiter.used(DAY, { clientKey: CLIENT })).resolves.toBe(0);
    expect(redis.mget).toHaveBeenCalledWith(CLIENT_KEY);
  });
});
