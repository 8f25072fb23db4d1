import { forumRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { ForumsService } from './forums.service.js';

export const ForumsHandlers = rpcHandlers(
  'ForumsHandlers',
  forumRpc,
  { forums: ForumsService },
  {
    /** GET /api/forum/{id} → winner, posts, stats, user_confirmed, confirmed_users */
    get: ({ user_id, forum_id }, { forums }) => forums.get(user_id, forum_id),
    /** The SSE stream's check on open: {forum_id, open_until} or FORUM_NOT_FOUND / FORUM_OTHER_CITY / FORUM_CLOSED like `get`. */
    access: ({ user_id, forum_id }, { forums }) => forums.checkAccess(user_id, forum_id),
  },
);
export type ForumsHandlers = InstanceType<typeof ForumsHandlers>;
