import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, forumRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { LiveService } from './live.service.js';

const { connect, disconnect, updates } = forumRpc;

@Controller()
export class LiveHandlers {
  constructor(@Inject(LiveService) private readonly live: LiveService) {}

  /** POST /api/forum/{id}/connect {connection_id} → {success, last_update} */
  @Rpc(connect)
  connect({ user_id, forum_id, connection_id }: RpcRequest<typeof connect>) {
    return this.live.connect(user_id, forum_id, connection_id);
  }

  /** POST /api/forum/{id}/disconnect {connection_id} → {success} */
  @Rpc(disconnect)
  disconnect({ user_id, forum_id, connection_id }: RpcRequest<typeof disconnect>) {
    return this.live.disconnect(user_id, forum_id, connection_id);
  }

  /** GET /api/forum/{id}/updates?connection_id&last_update → {updates, last_update} */
  @Rpc(updates)
  updates({ user_id, forum_id, connection_id, last_update }: RpcRequest<typeof updates>) {
    return this.live.poll(user_id, forum_id, connection_id, last_update);
  }
}
