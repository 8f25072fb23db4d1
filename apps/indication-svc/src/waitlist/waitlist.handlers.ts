import { indicationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { Waitlist } from './waitlist.service.js';

export const WaitlistHandlers = rpcHandlers(
  'WaitlistHandlers',
  indicationRpc,
  { waitlist: Waitlist },
  {
    leaveWaitlist: ({ user_id, indication_id }, { waitlist }) => waitlist.leave(user_id, indication_id),
    acceptOffer: ({ user_id, indication_id }, { waitlist }) => waitlist.accept(user_id, indication_id),
  },
);
export type WaitlistHandlers = InstanceType<typeof WaitlistHandlers>;
