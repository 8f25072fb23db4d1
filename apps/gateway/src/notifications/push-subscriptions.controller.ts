import { Controller, Delete, Get, Headers, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type PushPublicKey,
  type PushSubscriptionSaved,
  notificationRpc,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Auth } from '../auth/guards.js';
import { ApiContract, ContractBody } from '../http/openapi.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';

/** What the service keeps of the device's browser, to name it in the person's list of devices. */
const USER_AGENT_MAX = 512;

/** Web Push (issue 16): the server's VAPID key, and this device's subscription for the signed-in person. */
@ApiTags('Notificações')
@Controller('api/push')
export class PushSubscriptionsController {
  constructor(private readonly services: ServiceClient) {}

  @Get('public-key')
  @ApiContract(
    'Chave pública VAPID (base64url) para PushManager.subscribe({ applicationServerKey }); pública',
    { response: notificationRpc.publicKey },
  )
  publicKey(): Promise<PushPublicKey> {
    return this.services.call(notificationRpc.publicKey, {});
  }

  @Post('subscriptions')
  @Auth()
  @RateLimit('pushSubscription')
  @ApiContract('Ativar notificações neste dispositivo (o PushSubscription do navegador, toJSON())', {
    response: notificationRpc.subscribe,
    status: 201,
  })
  subscribe(
    @ContractBody(pushSubscriptionSchema) body: z.infer<typeof pushSubscriptionSchema>,
    @Headers('user-agent') userAgent: string | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<PushSubscriptionSaved> {
    return this.services.call(notificationRpc.subscribe, {
      user_id: user.user_id,
      body,
      ...(userAgent ? { user_agent: userAgent.slice(0, USER_AGENT_MAX) } : {}),
    });
  }

  @Delete('subscriptions')
  @Auth()
  @RateLimit('pushSubscription')
  @ApiContract('Desativar notificações neste dispositivo (só uma inscrição minha é removida)', {
    response: notificationRpc.unsubscribe,
  })
  unsubscribe(
    @ContractBody(pushUnsubscribeSchema) body: z.infer<typeof pushUnsubscribeSchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<PushSubscriptionSaved> {
    return this.services.call(notificationRpc.unsubscribe, { user_id: user.user_id, body });
  }
}
