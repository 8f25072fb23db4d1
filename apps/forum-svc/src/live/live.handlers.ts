import { forumRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { LiveService } from './live.service.js';

export const LiveHandlers = rpcHandlers(
  'LiveHandlers',
  forumRpc,
  { live: LiveService },
  {
    /** POST /api/forum/{id}/connect {connection_id} → {success, last_update} */
    connect: ({ user_id, forum_id, connection_id }, { live }) =>
      live.connect(user_id, forum_id, connection_id),
    /** POST /api/forum/{id}/disconnect {connection_id} → {success} */
    disconnect: ({ user_id, forum_id, connection_id }, { live }) =>
      live.disconnect(user_id, forum_id, connection_id),
    /** GET /api/forum/{id}/updates?connection_id&last_update → {updates, last_update} */
    updates: ({ user_id, forum_id, connection_id, last_update }, { live }) =>
      live.poll(user_id, forum_id, connection_id, last_update),
  },
);
export type LiveHandlers = InstanceType<typeof LiveHandlers>;
