import { Module } from '@nestjs/common';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config.js';
import { TablesModule } from '../tables.js';
import { PushDeliveriesRepository } from './push-deliveries.repository.js';
import { PushHandlers } from './push.handlers.js';
import { PushRelay } from './push-relay.service.js';
import { PushSender, WebPushSender } from './push-sender.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';
import { VAPID_KEYS, vapidKeysOf } from './vapid-keys.js';

/** Web Push: the VAPID identity, people's subscriptions, the delivery queue and its relay. */
@Module({
  imports: [TablesModule],
  controllers: [PushHandlers],
  providers: [
    {
      provide: VAPID_KEYS,
      inject: [NOTIFICATION_CONFIG],
      useFactory: (config: NotificationConfig) => vapidKeysOf(config),
    },
    { provide: PushSender, useClass: WebPushSender },
    PushSubscriptionsRepository,
    PushDeliveriesRepository,
    PushSubscriptionsService,
    PushRelay,
  ],
  exports: [PushSubscriptionsRepository, PushDeliveriesRepository, PushRelay],
})
export class PushModule {}
