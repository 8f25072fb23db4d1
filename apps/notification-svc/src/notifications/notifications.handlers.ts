import { notificationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { NotificationsService } from './notifications.service.js';

export const NotificationsHandlers = rpcHandlers(
  'NotificationsHandlers',
  notificationRpc,
  { notifications: NotificationsService },
  {
    /** GET /api/notifications?before&limit → {notifications, unread, next_before} */
    list: ({ user_id, query }, { notifications }) => notifications.list(user_id, query),
    /** POST /api/notifications/{id}/read → {notification, unread} */
    markRead: ({ user_id, notification_id }, { notifications }) =>
      notifications.markRead(user_id, notification_id),
    /** POST /api/notifications/read-all → {message, unread: 0} */
    markAllRead: ({ user_id }, { notifications }) => notifications.markAllRead(user_id),
  },
);
export type NotificationsHandlers = InstanceType<typeof NotificationsHandlers>;
