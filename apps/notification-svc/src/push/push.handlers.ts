import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, notificationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { PushSubscriptionsService } from './push-subscriptions.service.js';

const { publicKey, subscribe, unsubscribe } = notificationRpc;

@Controller()
export class PushHandlers {
  constructor(@Inject(PushSubscriptionsService) private readonly push: PushSubscriptionsService) {}

  /** GET /api/push/public-key → {public_key} */
  @Rpc(publicKey)
  publicKey() {
    return this.push.publicKey();
  }

  /** POST /api/push/subscribe → {message} */
  @Rpc(subscribe)
  subscribe({ user_id, body, user_agent }: RpcRequest<typeof subscribe>) {
    return this.push.subscribe(user_id, body, user_agent ?? null);
  }

  /** POST /api/push/unsubscribe → {message} */
  @Rpc(unsubscribe)
  unsubscribe({ user_id, body }: RpcRequest<typeof unsubscribe>) {
    return this.push.unsubscribe(user_id, body.endpoint);
  }
}
