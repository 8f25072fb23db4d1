import { Module } from '@nestjs/common';
import { ActivityRepository } from './activity.repository.js';

/**
 * What the service keeps of the weekly cycle. ActivityService, which fills it from the events, is
 * provided by NotificationsModule: a removed indication takes its notifications with it.
 */
@Module({
  providers: [ActivityRepository],
  exports: [ActivityRepository],
})
export class ActivityModule {}
