import { supportRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { HostIndicationsService } from './host-indications.service.js';

export const IndicationsHandlers = rpcHandlers(
  'IndicationsHandlers',
  supportRpc,
  { indications: HostIndicationsService },
  {
    /** GET /api/support/host/indications → {indications: [{id, name, city}]} */
    listHostIndications: ({ user_id }, { indications }) => indications.listOwn(user_id),
  },
);
export type IndicationsHandlers = InstanceType<typeof IndicationsHandlers>;
