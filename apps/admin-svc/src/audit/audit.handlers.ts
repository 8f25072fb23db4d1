import { moderationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { AuditService } from './audit.service.js';

export const AuditHandlers = rpcHandlers(
  'AuditHandlers',
  moderationRpc,
  { audit: AuditService },
  {
    /** GET /api/admin/audit?page&per_page&actor&actor_name&action&target_type&target_id&date_from&date_to → {data, meta} */
    listAudit: ({ query }, { audit }) => audit.list(query),
  },
);
export type AuditHandlers = InstanceType<typeof AuditHandlers>;
