import { indicationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { CheckinService } from './checkin.service.js';

export const CheckinHandlers = rpcHandlers(
  'CheckinHandlers',
  indicationRpc,
  { checkins: CheckinService },
  {
    checkinCode: ({ user_id, indication_id }, { checkins }) => checkins.code(user_id, indication_id),
    checkin: ({ user_id, indication_id, body }, { checkins }) =>
      checkins.checkin(user_id, indication_id, body.code),
    checkinByHost: ({ user_id, indication_id, attendee_id }, { checkins }) =>
      checkins.checkinByHost(user_id, indication_id, attendee_id),
  },
);
export type CheckinHandlers = InstanceType<typeof CheckinHandlers>;
