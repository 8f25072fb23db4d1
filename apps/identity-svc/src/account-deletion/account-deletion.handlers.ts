import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, identityRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { AccountDeletion } from './account-deletion.service.js';

const { deleteOwnAccount, adminDeleteUser } = identityRpc;

@Controller()
export class AccountDeletionHandlers {
  constructor(@Inject(AccountDeletion) private readonly deletion: AccountDeletion) {}

  /** DELETE /api/profile {password} → {message, photo} (the gateway removes the photo). */
  @Rpc(deleteOwnAccount)
  deleteOwn({ user_id, password }: RpcRequest<typeof deleteOwnAccount>) {
    return this.deletion.deleteOwn(user_id, password);
  }

  /** DELETE /api/admin/users/{id} → {message, photo} */
  @Rpc(adminDeleteUser)
  deleteByAdmin({ actor_id, user_id }: RpcRequest<typeof adminDeleteUser>) {
    return this.deletion.deleteByAdmin(actor_id, user_id);
  }
}
