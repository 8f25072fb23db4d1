import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { ActivityRepository } from './activity.repository.js';
import { ActivityService } from './activity.service.js';

@Module({
  imports: [PeopleModule],
  providers: [ActivityRepository, ActivityService],
  exports: [ActivityRepository],
})
export class ActivityModule {}
