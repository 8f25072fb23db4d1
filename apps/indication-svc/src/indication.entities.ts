import { eventEntities } from '@encontro/server-events';
import { Attendance } from './attendance/attendance.entity.js';
import { Indication } from './indications/indication.entity.js';
import { Notification } from './notifications/notification.entity.js';
import { Person } from './people/person.entity.js';
import { PlatformSettings } from './settings/platform-settings.entity.js';
import { Vote } from './votes/vote.entity.js';
import { WeekClosure, Winner } from './winners/winner.entity.js';

export const indicationEntities = [
  ...eventEntities,
  Person,
  Indication,
  Vote,
  Winner,
  WeekClosure,
  Attendance,
  Notification,
  PlatformSettings,
];
