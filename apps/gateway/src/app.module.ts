import { Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { type Clock, ClockModule } from '@encontro/server-clock';
import { RequestContextInterceptor } from '@encontro/server-logging';
import { natsAuthOf } from '@encontro/server-config';
import { SERVICE_CLIENT_OPTIONS, ServiceClient, type ServiceClientOptions } from '@encontro/server-messaging';
import { ObservabilityModule, natsCheck, redisCheck } from '@encontro/server-observability';
import { REDIS, RedisModule } from '@encontro/server-redis';
import { ObjectStorage, S3ObjectStorage } from '@encontro/server-storage';
import type { Redis } from 'ioredis';
import { AccountController } from './account/account.controller.js';
import { AuthModule } from './auth/auth.module.js';
import { CallerContextInterceptor } from './auth/caller-context.interceptor.js';
import { GATEWAY_CONFIG, type GatewayConfig, loadGatewayConfig } from './config.js';
import { DevClockController } from './dev/dev-clock.controller.js';
import { ForumLiveController } from './forum-live/forum-live.controller.js';
import { ForumLiveHub } from './forum-live/forum-live.hub.js';
import { ClientNetworkModule } from './http/client-network.js';
import { HttpExceptionFilter } from './http/http-exception.filter.js';
import { AdminIndicationsController } from './indications/admin-indications.controller.js';
import { AdminIntegrityController } from './integrity/admin-integrity.controller.js';
import { CurrentUserView } from './indications/current-user-view.js';
import { IndicationPhotos } from './indications/indication-photos.js';
import { IndicationsController } from './indications/indications.controller.js';
import { CityCalendarController } from './indications/city-calendar.controller.js';
import { MeetupsController } from './indications/meetups.controller.js';
import { CheckinController } from './indications/checkin.controller.js';
import { MeetupRemindersController } from './indications/meetup-reminders.controller.js';
import { ProfilePhotoController } from './photos/profile-photo.controller.js';
import { StorageController } from './photos/storage.controller.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { AnswerCache } from './read-cache/answer-cache.js';
import { shareControllers, shareProviders } from './share/index.js';
import { supportControllers } from './support/index.js';
import { forumControllers } from './forum/index.js';
import { moderationControllers } from './moderation/index.js';
import { notificationControllers } from './notifications/index.js';
import { userLifecycleControllers, userLifecycleProviders } from './privacy/index.js';

export const SERVICE = 'gateway';

/** What a system test hands the gateway instead of building it from the config. */
export type GatewayOverrides = { clock?: Clock };

/** Built from a config so tests can start a gateway against their own NATS subjects and Redis. */
export function gatewayModule(config: GatewayConfig, overrides: GatewayOverrides = {}) {
  @Module({
    imports: [
      ClockModule.forRoot({
        enabled: config.DEV_CLOCK_ENABLED,
        production: config.NODE_ENV === 'production',
        natsUrl: config.NATS_URL,
        natsAuth: natsAuthOf(config),
        redisUrl: config.REDIS_URL,
        redisKeyPrefix: config.REDIS_KEY_PREFIX,
        clock: overrides.clock,
      }),
      RedisModule.forRoot({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX }),
      ObservabilityModule.forRoot({
        service: SERVICE,
        // The API port is public: /metrics lives on METRICS_PORT (bootstrap.ts).
        metricsRoute: false,
        checks: {
          inject: [REDIS],
          useFactory: (redis: Redis) => [natsCheck(config.NATS_URL, natsAuthOf(config)), redisCheck(redis)],
        },
      }),
      ConfigHolder.with(config),
      // The guards of every controller below resolve bearer tokens with it.
      AuthModule,
      // The client's network and address, keyed: for the services (login, votes…) and the rate limits.
      ClientNetworkModule,
      RateLimitModule,
    ],
    controllers: [
      AccountController,
      ProfilePhotoController,
      StorageController,
      DevClockController,
      IndicationsController,
      MeetupsController,
      CityCalendarController,
      CheckinController,
      MeetupRemindersController,
      AdminIndicationsController,
      AdminIntegrityController,
      ...supportControllers,
      ...forumControllers,
      ...moderationControllers,
      ...userLifecycleControllers,
      ...notificationControllers,
      ForumLiveController,
      ...shareControllers,
    ],
    providers: [
      {
        provide: SERVICE_CLIENT_OPTIONS,
        useValue: {
          url: config.NATS_URL,
          auth: natsAuthOf(config),
          timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
          name: SERVICE,
          // Admin and personal-data requests carry the signed caller of the HTTP request, never the gateway's own.
          callerSecret: config.CALLER_CONTEXT_SECRET,
        } satisfies ServiceClientOptions,
      },
      ServiceClient,
      IndicationPhotos,
      CurrentUserView,
      AnswerCache,
      ForumLiveHub,
      ...shareProviders,
      ...userLifecycleProviders,
      {
        provide: ObjectStorage,
        useFactory: () =>
          new S3ObjectStorage({
            endpoint: config.S3_ENDPOINT,
            region: config.S3_REGION,
            bucket: config.S3_BUCKET,
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          }),
      },
      { provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor },
      { provide: APP_INTERCEPTOR, useClass: CallerContextInterceptor },
      { provide: APP_FILTER, useClass: HttpExceptionFilter },
    ],
  })
  class GatewayModule {}
  return GatewayModule;
}

@Module({})
class ConfigHolder {
  static with(config: GatewayConfig) {
    return {
      module: ConfigHolder,
      global: true,
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }],
      exports: [GATEWAY_CONFIG],
    };
  }
}

export { loadGatewayConfig };
