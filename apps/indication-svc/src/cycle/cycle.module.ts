import { Module } from '@nestjs/common';
import { WinnersModule } from '../winners/winners.module.js';
import { CycleHandlers } from './cycle.handlers.js';
import { CycleStatusService } from './cycle-status.service.js';
import { WeeklyCycleScheduler } from './weekly-cycle.scheduler.js';

@Module({
  imports: [WinnersModule],
  controllers: [CycleHandlers],
  providers: [CycleStatusService, WeeklyCycleScheduler],
})
export class CycleModule {}
