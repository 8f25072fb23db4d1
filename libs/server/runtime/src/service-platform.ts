import type { DynamicModule } from '@nestjs/common';
import type { MigrationObject } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { ClockModule } from '@encontro/server-clock';
import { type BaseEnv, natsAuthOf } from '@encontro/server-config';
import { DatabaseModule, type DatabaseOptions } from '@encontro/server-database';
import { EventsModule } from '@encontro/server-events';
import { MailModule } from '@encontro/server-mail';
import { ObservabilityModule, natsCheck, postgresCheck, redisCheck } from '@encontro/server-observability';
import { REDIS, RedisModule } from '@encontro/server-redis';
import type { Redis } from 'ioredis';

export type ServicePlatformOptions = {
  service: string;
  config: BaseEnv & {
    DATABASE_URL: string;
    DATABASE_SCHEMA: string;
    DATABASE_POOL_MAX: number;
    SMTP_URL?: string;
    MAIL_FROM?: string;
  };
  entities: DatabaseOptions['entities'];
  migrations: MigrationObject[];
  /** Redis for the service's own use (limits, caches); its health joins /health/ready. */
  redis?: boolean;
  /** SMTP, with SMTP_URL and MAIL_FROM from the config. */
  mail?: boolean;
};

/**
 * The platform every service runs on — clock, its Postgres schema, events (outbox, relay, inbox),
 * optional Redis and mail, and /health, /health/ready, /metrics — wired from its parsed config.
 */
export function servicePlatformModules(options: ServicePlatformOptions): DynamicModule[] {
  const { service, config } = options;
  const modules: DynamicModule[] = [
    ClockModule.forRoot({
      enabled: config.DEV_CLOCK_ENABLED,
      production: config.NODE_ENV === 'production',
      natsUrl: config.NATS_URL,
      natsAuth: natsAuthOf(config),
      redisUrl: config.REDIS_URL,
      redisKeyPrefix: config.REDIS_KEY_PREFIX,
    }),
    DatabaseModule.forRoot({
      url: config.DATABASE_URL,
      schema: config.DATABASE_SCHEMA,
      entities: options.entities,
      migrations: options.migrations,
      poolMax: config.DATABASE_POOL_MAX,
    }),
    EventsModule.forRoot({
      natsUrl: config.NATS_URL,
      natsAuth: natsAuthOf(config),
      stream: config.EVENTS_STREAM,
      replicas: config.EVENTS_STREAM_REPLICAS,
      maxAgeDays: config.EVENTS_MAX_AGE_DAYS,
      maxDeliver: config.EVENTS_MAX_DELIVER,
      ackWaitSeconds: config.EVENTS_ACK_WAIT_S,
      subjectPrefix: config.EVENTS_SUBJECT_PREFIX,
      service,
      schema: config.DATABASE_SCHEMA,
    }),
  ];
  if (options.redis) {
    modules.push(RedisModule.forRoot({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX }));
  }
  if (options.mail) {
    if (!config.SMTP_URL || !config.MAIL_FROM)
      throw new Error(`${service}: mail needs SMTP_URL and MAIL_FROM`);
    modules.push(MailModule.forRoot({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }));
  }
  modules.push(
    ObservabilityModule.forRoot({
      service,
      checks: options.redis
        ? {
            inject: [MikroORM, REDIS],
            useFactory: (orm: MikroORM, redis: Redis) => [
              postgresCheck(orm),
              natsCheck(config.NATS_URL, natsAuthOf(config)),
              redisCheck(redis),
            ],
          }
        : {
            inject: [MikroORM],
            useFactory: (orm: MikroORM) => [
              postgresCheck(orm),
              natsCheck(config.NATS_URL, natsAuthOf(config)),
            ],
          },
    }),
  );
  return modules;
}
