import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, forumRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { ForumsService } from './forums.service.js';

const { get, access } = forumRpc;

@Controller()
export class ForumsHandlers {
  constructor(@Inject(ForumsService) private readonly forums: ForumsService) {}

  /** GET /api/forum/{id} → winner, posts, stats, user_confirmed, confirmed_users */
  @Rpc(get)
  get({ user_id, forum_id }: RpcRequest<typeof get>) {
    return this.forums.get(user_id, forum_id);
  }

  /** The SSE stream's check on open: {forum_id, open_until} or FORUM_NOT_FOUND / FORUM_OTHER_CITY / FORUM_CLOSED like `get`. */
  @Rpc(access)
  access({ user_id, forum_id }: RpcRequest<typeof access>) {
    return this.forums.checkAccess(user_id, forum_id);
  }
}
