import { identityRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { AccountDeletion } from './account-deletion.service.js';

export const AccountDeletionHandlers = rpcHandlers(
  'AccountDeletionHandlers',
  identityRpc,
  { deletion: AccountDeletion },
  {
    /** DELETE /api/profile {password} → {message}; the person's photos wait in photo_purges. */
    deleteOwnAccount: ({ user_id, password }, { deletion }) => deletion.deleteOwn(user_id, password),
    /** DELETE /api/admin/users/{id} → {message} */
    adminDeleteUser: ({ actor_id, user_id }, { deletion }) => deletion.deleteByAdmin(actor_id, user_id),
  },
);
export type AccountDeletionHandlers = InstanceType<typeof AccountDeletionHandlers>;
