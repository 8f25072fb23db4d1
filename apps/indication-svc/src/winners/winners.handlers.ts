import { indicationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { WinnersService } from './winners.service.js';

export const WinnersHandlers = rpcHandlers(
  'WinnersHandlers',
  indicationRpc,
  { winners: WinnersService },
  {
    winners: ({ viewer_id, city }, { winners }) => winners.current(viewer_id, city),
    lastWinners: ({ viewer_id, city }, { winners }) => winners.last(viewer_id, city),
  },
);
export type WinnersHandlers = InstanceType<typeof WinnersHandlers>;
