import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ClockModule } from '@encontro/server-clock';
import { DatabaseModule } from '@encontro/server-database';
import { EventsModule } from '@encontro/server-events';
import { MailModule } from '@encontro/server-mail';
import { ObservabilityModule, natsCheck, postgresCheck, redisCheck } from '@encontro/server-observability';
import { REDIS, RedisModule } from '@encontro/server-redis';
import type { Redis } from 'ioredis';
import { SupportConfigModule, loadSupportConfig } from './config.js';
import { supportMigrations } from './migrations/index.js';
import { supportEntities } from './support.entities.js';
import { supportFeatures } from './support.features.js';

const config = loadSupportConfig();
export const SERVICE = 'support-svc';

@Module({
  imports: [
    SupportConfigModule.forRoot(config),
    ClockModule.forRoot({
      enabled: config.DEV_CLOCK_ENABLED,
      production: config.NODE_ENV === 'production',
      natsUrl: config.NATS_URL,
      redisUrl: config.REDIS_URL,
      redisKeyPrefix: config.REDIS_KEY_PREFIX,
    }),
    DatabaseModule.forRoot({
      url: config.DATABASE_URL,
      schema: config.DATABASE_SCHEMA,
      entities: supportEntities,
      migrations: supportMigrations,
      poolMax: config.DATABASE_POOL_MAX,
    }),
    EventsModule.forRoot({
      natsUrl: config.NATS_URL,
      stream: config.EVENTS_STREAM,
      subjectPrefix: config.EVENTS_SUBJECT_PREFIX,
      service: SERVICE,
      schema: config.DATABASE_SCHEMA,
    }),
    RedisModule.forRoot({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX }),
    MailModule.forRoot({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    ObservabilityModule.forRoot({
      service: SERVICE,
      checks: {
        inject: [MikroORM, REDIS],
        useFactory: (orm: MikroORM, redis: Redis) => [
          postgresCheck(orm),
          natsCheck(config.NATS_URL),
          redisCheck(redis),
        ],
      },
    }),
    ...supportFeatures,
  ],
})
export class AppModule {}
