import { Module } from '@nestjs/common';
import { natsAuthOf } from '@encontro/server-config';
import { SERVICE_CLIENT_OPTIONS, ServiceClient, type ServiceClientOptions } from '@encontro/server-messaging';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config.js';
import { WeekVotersClient } from './week-voters.client.js';

/** indication-svc's answer to who voted, over NATS, signed as notification-svc (the subject's one caller). */
@Module({
  providers: [
    {
      provide: SERVICE_CLIENT_OPTIONS,
      inject: [NOTIFICATION_CONFIG],
      useFactory: (config: NotificationConfig) =>
        ({
          url: config.NATS_URL,
          auth: natsAuthOf(config),
          timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
          name: 'notification-svc',
          callerSecret: config.CALLER_CONTEXT_SECRET,
          signAsService: true,
        }) satisfies ServiceClientOptions,
    },
    ServiceClient,
    WeekVotersClient,
  ],
  exports: [WeekVotersClient],
})
export class WeekVotersModule {}
