import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, identityRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { AdminUsersService } from './admin-users.service.js';

const { adminListUsers, adminToggleBlock } = identityRpc;

/** The administrator's side (the gateway lets only admins through and passes their id). */
@Controller()
export class AdminUsersHandlers {
  constructor(@Inject(AdminUsersService) private readonly admin: AdminUsersService) {}

  /** GET /api/admin/users → {data, meta} */
  @Rpc(adminListUsers)
  list({ query }: RpcRequest<typeof adminListUsers>) {
    return this.admin.list(query);
  }

  /** POST /api/admin/users/{id}/toggle-block → {message, user} */
  @Rpc(adminToggleBlock)
  toggleBlock({ actor_id, user_id }: RpcRequest<typeof adminToggleBlock>) {
    return this.admin.toggleBlock(actor_id, user_id);
  }
}
