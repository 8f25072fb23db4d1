import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ClockModule } from '@encontro/server-clock';
import { DatabaseModule } from '@encontro/server-database';
import { EventsModule } from '@encontro/server-events';
import { MailModule } from '@encontro/server-mail';
import { ObservabilityModule, natsCheck, postgresCheck, redisCheck } from '@encontro/server-observability';
import { REDIS, RedisModule } from '@encontro/server-redis';
import type { Redis } from 'ioredis';
import { IdentityConfigModule, loadIdentityConfig } from './config.js';
import { identityEntities } from './identity.entities.js';
import { identityMigrations } from './migrations/index.js';
import { identityFeatures } from './identity.features.js';

const config = loadIdentityConfig();
export const SERVICE = 'identity-svc';

@Module({
  imports: [
    IdentityConfigModule.forRoot(config),
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
      entities: identityEntities,
      migrations: identityMigrations,
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
    ...identityFeatures,
  ],
})
export class AppModule {}
