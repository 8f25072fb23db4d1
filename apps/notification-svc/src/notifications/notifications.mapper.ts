import type { Notification as NotificationDto } from '@encontro/contracts';
import type { Notification } from './notification.entity.js';

export const toNotificationDto = (notification: Notification): NotificationDto => ({
  id: notification.id,
  type: notification.type,
  title: notification.title,
  body: notification.body,
  url: notification.url,
  read_at: notification.readAt?.toISOString() ?? null,
  created_at: notification.createdAt.toISOString(),
});
