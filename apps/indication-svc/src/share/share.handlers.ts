import { indicationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { ShareService } from './share.service.js';

/** Public: the gateway asks these for signed-out people too (no caller). */
export const ShareHandlers = rpcHandlers(
  'ShareHandlers',
  indicationRpc,
  { share: ShareService },
  {
    cityShare: ({ city_id }, { share }) => share.city(city_id),
    publicMeetup: ({ indication_id }, { share }) => share.meetup(indication_id),
  },
);
export type ShareHandlers = InstanceType<typeof ShareHandlers>;
