import { Module } from '@nestjs/common';
import { TablesModule } from '../tables.js';
import { ActivityService } from './activity.service.js';

@Module({ imports: [TablesModule], providers: [ActivityService], exports: [ActivityService] })
export class ActivityModule {}
