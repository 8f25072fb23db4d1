import { indicationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { CityCalendarService } from './city-calendar.service.js';

export const CityCalendarHandlers = rpcHandlers(
  'CityCalendarHandlers',
  indicationRpc,
  { calendars: CityCalendarService },
  { cityCalendar: ({ city_id }, { calendars }) => calendars.feed(city_id) },
);
export type CityCalendarHandlers = InstanceType<typeof CityCalendarHandlers>;
