import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { type NatsAuth, natsConnectionOptions } from '@encontro/server-config';
import type { HealthCheck } from './health.checks.js';

export const postgresCheck = (orm: MikroORM): HealthCheck => ({
  name: 'postgres',
  check: async () => {
    await orm.em.fork().execute('select 1');
  },
});

export const redisCheck = (redis: Redis): HealthCheck => ({
  name: 'redis',
  check: async () => {
    if ((await redis.ping()) !== 'PONG') throw new Error('unexpected PING answer');
  },
});

/** Keeps one small connection of its own and round-trips a flush to the server. */
export const natsCheck = (url: string, auth?: NatsAuth): HealthCheck => {
  let connection: Promise<NatsConnection> | undefined;
  return {
    name: 'nats',
    check: async () => {
      connection ??= connect({
        ...natsConnectionOptions(url, auth),
        name: 'health',
        maxReconnectAttempts: -1,
      }).catch((error: unknown) => {
        connection = undefined;
        throw error;
      });
      const nc = await connection;
      await nc.flush();
    },
    close: async () => {
      const nc = await connection?.catch(() => undefined);
      connection = undefined;
      await nc?.close();
    },
  };
};
