import { supportRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { IndicationsService } from './indications.service.js';

export const IndicationsHandlers = rpcHandlers(
  'IndicationsHandlers',
  supportRpc,
  { indications: IndicationsService },
  {
    /** GET /api/support/host/indications → {indications: [{id, name, city}]} */
    listHostIndications: ({ user_id }, { indications }) => indications.listOwn(user_id),
  },
);
export type IndicationsHandlers = InstanceType<typeof IndicationsHandlers>;
