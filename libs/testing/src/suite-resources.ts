import { Redis } from 'ioredis';
import { testEnv } from './env.js';
import type { Mailbox } from './mailbox.js';
import type { TestDatabase } from './test-database.js';
import type { TestEventBusOptions } from './test-event-bus.js';

/**
 * What a suite created for itself. Leave out what it borrowed from another suite (a shared stream
 * or SMTP server): the owner releases that.
 */
export type SuiteResources = {
  /** Redis keys under this prefix are deleted (through a connection of their own). */
  redisKeyPrefix?: string;
  mailbox?: Pick<Mailbox, 'close'>;
  bus?: Pick<TestEventBusOptions, 'deleteStream'>;
  db: Pick<TestDatabase, 'drop'>;
};

/** After the app is closed: deletes the Redis keys, closes the mailbox, deletes the stream, drops the database. */
export async function releaseSuiteResources({
  redisKeyPrefix,
  mailbox,
  bus,
  db,
}: SuiteResources): Promise<void> {
  if (redisKeyPrefix) await deleteRedisKeys(redisKeyPrefix);
  if (mailbox) await mailbox.close();
  if (bus) await bus.deleteStream();
  await db.drop();
}

/** Deletes every Redis key under `prefix` (through a connection of its own). */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(testEnv.redisUrl);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.unlink(...keys);
  } finally {
    redis.disconnect();
  }
}
