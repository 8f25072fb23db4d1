import { AttendanceModule } from './attendance/attendance.module.js';
import { CalendarModule } from './calendar/calendar.module.js';
import { CheckinModule } from './checkin/checkin.module.js';
import { CycleModule } from './cycle/cycle.module.js';
import { EmailOptOutsModule } from './email-opt-outs/email-opt-outs.module.js';
import { ForumStatsModule } from './forum-stats/forum-stats.module.js';
import { IndicationsModule } from './indications/indications.module.js';
import { IntegrityModule } from './integrity/integrity.module.js';
import { MeetupsModule } from './meetups/meetups.module.js';
import { PeopleModule } from './people/people.module.js';
import { PhotoPurgesModule } from './photo-purges/photo-purges.module.js';
import { SeedModule } from './seed/seed.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { ShareModule } from './share/share.module.js';
import { UserDataModule } from './user-data/user-data.module.js';
import { VotesModule } from './votes/votes.module.js';
import { WaitlistModule } from './waitlist/waitlist.module.js';
import { WinnersModule } from './winners/winners.module.js';

/**
 * The service's feature modules. They need the platform modules of AppModule (config, clock,
 * database, events, Redis, mail) and nothing else, so the integration suites mount them as they are.
 * Each imports the modules whose exports it uses (tables, read versions, other features' repositories).
 */
export const indicationFeatures = [
  PeopleModule,
  IndicationsModule,
  VotesModule,
  WinnersModule,
  AttendanceModule,
  CalendarModule,
  ShareModule,
  CheckinModule,
  MeetupsModule,
  WaitlistModule,
  CycleModule,
  SeedModule,
  SettingsModule,
  UserDataModule,
  PhotoPurgesModule,
  ForumStatsModule,
  EmailOptOutsModule,
  IntegrityModule,
];
