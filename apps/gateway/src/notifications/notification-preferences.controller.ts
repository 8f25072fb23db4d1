import { Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type NotificationPreferences,
  type NotificationPreferencesSaved,
  notificationPreferencesUpdateSchema,
  notificationRpc,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Auth } from '../auth/guards.js';
import { ApiContract, ContractBody } from '../http/openapi.js';

/** Which notifications reach the signed-in person, per type and channel (in the app, e-mail, push). */
@ApiTags('Notificações')
@Controller('api/notifications/preferences')
@Auth()
export class NotificationPreferencesController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ApiContract('Minhas preferências: cada tipo de notificação com seus três canais', {
    response: notificationRpc.getPreferences,
  })
  get(@CurrentUser() user: AuthUser): Promise<NotificationPreferences> {
    return this.services.call(notificationRpc.getPreferences, { user_id: user.user_id });
  }

  @Put()
  @ApiContract('Alterar preferências (só os tipos e canais enviados; os demais ficam como estão)', {
    response: notificationRpc.updatePreferences,
  })
  update(
    @ContractBody(notificationPreferencesUpdateSchema)
    body: z.infer<typeof notificationPreferencesUpdateSchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<NotificationPreferencesSaved> {
    return this.services.call(notificationRpc.updatePreferences, { user_id: user.user_id, body });
  }
}
