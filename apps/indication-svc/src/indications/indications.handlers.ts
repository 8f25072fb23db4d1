import { indicationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { AdminIndicationsService } from './admin-indications.service.js';
import { IndicationsService } from './indications.service.js';

export const IndicationsHandlers = rpcHandlers(
  'IndicationsHandlers',
  indicationRpc,
  { indications: IndicationsService, admin: AdminIndicationsService },
  {
    list: ({ viewer_id, city }, { indications }) => indications.list(viewer_id, city),
    submit: ({ user_id, body, photo_keys }, { indications }) => indications.submit(user_id, body, photo_keys),
    mine: ({ user_id }, { indications }) => indications.mine(user_id),
    adminList: ({ filter }, { admin }) => admin.list(filter),
    adminGet: ({ indication_id }, { admin }) => admin.get(indication_id),
    approve: ({ admin_id, indication_id }, { admin }) => admin.approve(admin_id, indication_id),
    reject: ({ admin_id, indication_id, body }, { admin }) =>
      admin.reject(admin_id, indication_id, body?.reason ?? null),
    /** Reported content deleted by an administrator → {message, indication_id, photo_keys} */
    adminRemove: ({ actor_id, indication_id, action_id, via_report_id }, { admin }) =>
      admin.remove(actor_id, indication_id, { actionId: action_id, viaReportId: via_report_id }),
  },
);
export type IndicationsHandlers = InstanceType<typeof IndicationsHandlers>;
