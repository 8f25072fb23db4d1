import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { TablesModule } from '../tables.js';
import { StatisticsHandlers } from './statistics.handlers.js';
import { StatisticsRepository } from './statistics.repository.js';
import { StatisticsService } from './statistics.service.js';

@Module({
  imports: [TablesModule, PeopleModule, ReportsModule],
  controllers: [StatisticsHandlers],
  providers: [StatisticsRepository, StatisticsService],
  exports: [StatisticsRepository, StatisticsService],
})
export class StatisticsModule {}
