import { Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type NotificationList,
  type NotificationRead,
  type NotificationsAllRead,
  notificationRpc,
  notificationsQuerySchema,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Auth } from '../auth/guards.js';
import { ApiContract, ContractQuery } from '../http/openapi.js';
import { notificationId } from './notification-id.pipe.js';

/** The signed-in person's notification centre (issue 16): the list, newest first, and marking read. */
@ApiTags('Notificações')
@Controller('api/notifications')
@Auth()
export class NotificationsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ApiContract(
    'Minhas notificações, das mais novas às mais antigas, e quantas não li; before = id da última já mostrada',
    { response: notificationRpc.list },
  )
  list(
    @ContractQuery(notificationsQuerySchema) query: z.infer<typeof notificationsQuerySchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<NotificationList> {
    return this.services.call(notificationRpc.list, { user_id: user.user_id, query });
  }

  @Post('read-all')
  @ApiContract('Marcar todas as minhas notificações como lidas', { response: notificationRpc.markAllRead })
  readAll(@CurrentUser() user: AuthUser): Promise<NotificationsAllRead> {
    return this.services.call(notificationRpc.markAllRead, { user_id: user.user_id });
  }

  @Post(':id/read')
  @ApiContract('Marcar uma notificação minha como lida (404 se não for minha)', {
    response: notificationRpc.markRead,
  })
  read(@Param('id', notificationId()) id: string, @CurrentUser() user: AuthUser): Promise<NotificationRead> {
    return this.services.call(notificationRpc.markRead, { user_id: user.user_id, notification_id: id });
  }
}
