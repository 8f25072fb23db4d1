import { identityRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { AdminUsersService } from './admin-users.service.js';

/** The administrator's side (the gateway lets only admins through and passes their id). */
export const AdminUsersHandlers = rpcHandlers(
  'AdminUsersHandlers',
  identityRpc,
  { admin: AdminUsersService },
  {
    /** GET /api/admin/users → {data, meta} */
    adminListUsers: ({ query }, { admin }) => admin.list(query),
    /** POST /api/admin/users/{id}/toggle-block → {message, user} */
    adminToggleBlock: ({ actor_id, user_id }, { admin }) => admin.toggleBlock(actor_id, user_id),
  },
);
export type AdminUsersHandlers = InstanceType<typeof AdminUsersHandlers>;
