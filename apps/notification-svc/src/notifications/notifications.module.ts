import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { ActivityService } from '../activity/activity.service.js';
import { PeopleModule } from '../people/people.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { PushModule } from '../push/push.module.js';
import { TablesModule } from '../tables.js';
import { WeekVotersModule } from '../voters/week-voters.module.js';
import { NotificationTriggers } from './notification-triggers.service.js';
import { NotificationsHandlers } from './notifications.handlers.js';
import { NotificationsPruner } from './notifications.pruner.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';
import { Notifier } from './notifier.service.js';

@Module({
  imports: [TablesModule, PeopleModule, ActivityModule, PreferencesModule, PushModule, WeekVotersModule],
  controllers: [NotificationsHandlers],
  providers: [
    NotificationsRepository,
    Notifier,
    NotificationTriggers,
    NotificationsService,
    ActivityService,
    NotificationsPruner,
  ],
  exports: [NotificationsRepository],
})
export class NotificationsModule {}
