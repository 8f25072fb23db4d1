import { indicationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { IntegrityService } from './integrity.service.js';

export const IntegrityHandlers = rpcHandlers(
  'IntegrityHandlers',
  indicationRpc,
  { integrity: IntegrityService },
  {
    adminIntegrity: ({ query }, { integrity }) => integrity.list(query),
    quarantineCluster: ({ actor_id, cluster_id }, { integrity }) =>
      integrity.quarantine(actor_id, cluster_id),
    releaseCluster: ({ actor_id, cluster_id }, { integrity }) => integrity.release(actor_id, cluster_id),
  },
);
export type IntegrityHandlers = InstanceType<typeof IntegrityHandlers>;
