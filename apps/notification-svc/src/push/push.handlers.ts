import { notificationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { PushSubscriptionsService } from './push-subscriptions.service.js';

export const PushHandlers = rpcHandlers(
  'PushHandlers',
  notificationRpc,
  { push: PushSubscriptionsService },
  {
    /** GET /api/push/public-key → {public_key} */
    publicKey: (_empty, { push }) => push.publicKey(),
    /** POST /api/push/subscribe → {message} */
    subscribe: ({ user_id, body, user_agent }, { push }) => push.subscribe(user_id, body, user_agent ?? null),
    /** POST /api/push/unsubscribe → {message} */
    unsubscribe: ({ user_id, body }, { push }) => push.unsubscribe(user_id, body.endpoint),
  },
);
export type PushHandlers = InstanceType<typeof PushHandlers>;
