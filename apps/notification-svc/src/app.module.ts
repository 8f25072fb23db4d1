import { Module } from '@nestjs/common';
import { servicePlatformModules } from '@encontro/server-runtime';
import { NotificationConfigModule, loadNotificationConfig } from './config.js';
import { notificationMigrations } from './migrations/index.js';
import { notificationEntities } from './notification.entities.js';
import { notificationFeatures } from './notification.features.js';

const config = loadNotificationConfig();
export const SERVICE = 'notification-svc';

@Module({
  imports: [
    NotificationConfigModule.forRoot(config),
    ...servicePlatformModules({
      service: SERVICE,
      config,
      entities: notificationEntities,
      migrations: notificationMigrations,
    }),
    ...notificationFeatures,
  ],
})
export class AppModule {}
