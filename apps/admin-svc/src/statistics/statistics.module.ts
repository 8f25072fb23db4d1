import { Module } from '@nestjs/common';
import { StatisticsHandlers } from './statistics.handlers.js';
import { StatisticsService } from './statistics.service.js';

@Module({ controllers: [StatisticsHandlers], providers: [StatisticsService], exports: [StatisticsService] })
export class StatisticsModule {}
