import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PeopleModule } from '../people/people.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { PushModule } from '../push/push.module.js';
import { UserDataHandlers } from './user-data.handlers.js';
import { UserDataService } from './user-data.service.js';
import { UserErasure } from './user-erasure.service.js';

/** LGPD: a person's export and what their deleted account leaves. */
@Module({
  imports: [NotificationsModule, PreferencesModule, PushModule, ActivityModule, PeopleModule],
  controllers: [UserDataHandlers],
  providers: [UserDataService, UserErasure],
})
export class UserDataModule {}
