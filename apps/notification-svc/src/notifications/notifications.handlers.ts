import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, notificationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { NotificationsService } from './notifications.service.js';

const { list, markRead, markAllRead } = notificationRpc;

@Controller()
export class NotificationsHandlers {
  constructor(@Inject(NotificationsService) private readonly notifications: NotificationsService) {}

  /** GET /api/notifications?before&limit → {notifications, unread, next_before} */
  @Rpc(list)
  list({ user_id, query }: RpcRequest<typeof list>) {
    return this.notifications.list(user_id, query);
  }

  /** POST /api/notifications/{id}/read → {notification, unread} */
  @Rpc(markRead)
  markRead({ user_id, notification_id }: RpcRequest<typeof markRead>) {
    return this.notifications.markRead(user_id, notification_id);
  }

  /** POST /api/notifications/read-all → {message, unread: 0} */
  @Rpc(markAllRead)
  markAllRead({ user_id }: RpcRequest<typeof markAllRead>) {
    return this.notifications.markAllRead(user_id);
  }
}
