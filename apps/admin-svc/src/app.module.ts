import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ClockModule } from '@encontro/server-clock';
import { DatabaseModule } from '@encontro/server-database';
import { EventsModule } from '@encontro/server-events';
import { ObservabilityModule, natsCheck, postgresCheck, redisCheck } from '@encontro/server-observability';
import { REDIS, RedisModule } from '@encontro/server-redis';
import type { Redis } from 'ioredis';
import { AdminConfigModule, loadAdminConfig } from './config.js';
import { adminMigrations } from './migrations/index.js';
import { adminEntities } from './admin.entities.js';
import { adminFeatures } from './admin.features.js';

const config = loadAdminConfig();
export const SERVICE = 'admin-svc';

@Module({
  imports: [
    AdminConfigModule.forRoot(config),
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
      entities: adminEntities,
      migrations: adminMigrations,
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
    ...adminFeatures,
  ],
})
export class AppModule {}
