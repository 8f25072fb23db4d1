import { ActivityModule } from './activity/activity.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PeopleModule } from './people/people.module.js';
import { PreferencesModule } from './preferences/preferences.module.js';
import { PushModule } from './push/push.module.js';
import { UserDataModule } from './user-data/user-data.module.js';

/**
 * The service's feature modules. They need the platform modules of AppModule (config, clock,
 * database, events) and nothing else, so the integration suites mount them as they are.
 */
export const notificationFeatures = [
  PeopleModule,
  ActivityModule,
  PreferencesModule,
  PushModule,
  NotificationsModule,
  UserDataModule,
];
