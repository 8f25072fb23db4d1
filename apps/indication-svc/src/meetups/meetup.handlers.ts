import { indicationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { MeetupSettingsService } from './meetup-settings.service.js';

export const MeetupHandlers = rpcHandlers(
  'MeetupHandlers',
  indicationRpc,
  { settings: MeetupSettingsService },
  {
    setMeetup: ({ user_id, indication_id, body }, { settings }) => settings.set(user_id, indication_id, body),
  },
);
export type MeetupHandlers = InstanceType<typeof MeetupHandlers>;
