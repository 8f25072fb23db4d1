import { indicationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { CycleStatusService } from './cycle-status.service.js';

export const CycleHandlers = rpcHandlers(
  'CycleHandlers',
  indicationRpc,
  { cycle: CycleStatusService },
  {
    status: (_request, { cycle }) => cycle.status(),
  },
);
export type CycleHandlers = InstanceType<typeof CycleHandlers>;
