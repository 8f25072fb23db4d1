import { serviceApp } from '@encontro/server-runtime';
import { NotificationConfigModule, loadNotificationConfig } from './config.js';
import { notificationMigrations } from './migrations/index.js';
import { notificationEntities } from './notification.entities.js';
import { notificationFeatures } from './notification.features.js';

/** notification-svc: its config, the service platform on its schema, and its features. */
export const notificationApp = serviceApp({
  service: 'notification-svc',
  config: loadNotificationConfig(),
  configModule: NotificationConfigModule,
  entities: notificationEntities,
  migrations: notificationMigrations,
  features: notificationFeatures,
  mail: true,
});
