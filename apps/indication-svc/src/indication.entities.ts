import { eventEntities } from '@encontro/server-events';
import { mailEntities } from '@encontro/server-mail';
import { Attendance } from './attendance/attendance.entity.js';
import { Indication } from './indications/indication.entity.js';
import { Person } from './people/person.entity.js';
import { PlatformSettings } from './settings/platform-settings.entity.js';
import { Vote } from './votes/vote.entity.js';
import { WeekClosure, Winner } from './winners/winner.entity.js';

export const indicationEntities = [
  ...eventEntities,
  ...mailEntities,
  Person,
  Indication,
  Vote,
  Winner,
  WeekClosure,
  Attendance,
  PlatformSettings,
];
