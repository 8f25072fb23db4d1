import { describe, expect, it } from '@jest/globals';
import { Redis, ReplyError } from 'ioredis';
import { freePort } from '@encontro/testing/unit';
import { isRedisUnavailable } from './redis-unavailable.js';

describe(isRedisUnavailable.name, () => {
  it('recognises a Redis that is not there, from a real client on a closed port', async () => {
    // As the services' RedisModule sets it up, on a port where nothing listens.
    const redis = new Redis(await freePort(), '127.0.0.1', { maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    const failure = await redis.get('k').catch((error: unknown) => error);
    redis.disconnect();
    expect((failure as Error).name).toBe('MaxRetriesPerRequestError');
    expect(isRedisUnavailable(failure)).toBe(true);
  });

  it('recognises the closed connection, a restart still loading and network codes', () => {
    expect(isRedisUnavailable(new Error('Connection is closed.'))).toBe(true);
    expect(isRedisUnavailable(new ReplyError('LOADING Redis is loading the dataset in memory'))).toBe(true);
    expect(isRedisUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
  });

  it('leaves a command’s own error and anything else alone', () => {
    expect(
      isRedisUnavailable(new ReplyError('WRONGTYPE Operation against a key holding the wrong kind of value')),
    ).toBe(false);
    expect(isRedisUnavailable(new Error('boom'))).toBe(false);
    expect(isRedisUnavailable('Connection is closed.')).toBe(false);
    expect(isRedisUnavailable(undefined)).toBe(false);
  });
});
