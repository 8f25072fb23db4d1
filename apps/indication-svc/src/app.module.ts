import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ClockModule } from '@encontro/server-clock';
import { DatabaseModule } from '@encontro/server-database';
import { EventsModule } from '@encontro/server-events';
import { MailModule } from '@encontro/server-mail';
import { ObservabilityModule, natsCheck, postgresCheck } from '@encontro/server-observability';
import { IndicationConfigModule, loadIndicationConfig } from './config.js';
import { indicationEntities } from './indication.entities.js';
import { indicationFeatures } from './indication.features.js';
import { indicationMigrations } from './migrations/index.js';

const config = loadIndicationConfig();
export const SERVICE = 'indication-svc';

@Module({
  imports: [
    IndicationConfigModule.forRoot(config),
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
      entities: indicationEntities,
      migrations: indicationMigrations,
      poolMax: config.DATABASE_POOL_MAX,
    }),
    EventsModule.forRoot({
      natsUrl: config.NATS_URL,
      stream: config.EVENTS_STREAM,
      subjectPrefix: config.EVENTS_SUBJECT_PREFIX,
      service: SERVICE,
      schema: config.DATABASE_SCHEMA,
    }),
    MailModule.forRoot({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    ObservabilityModule.forRoot({
      service: SERVICE,
      checks: {
        inject: [MikroORM],
        useFactory: (orm: MikroORM) => [postgresCheck(orm), natsCheck(config.NATS_URL)],
      },
    }),
    ...indicationFeatures,
  ],
})
export class AppModule {}
