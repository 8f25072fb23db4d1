import { Module } from '@nestjs/common';
import { IntegrityModule } from '../integrity/integrity.module.js';
import { WinnersModule } from '../winners/winners.module.js';
import { CycleHandlers } from './cycle.handlers.js';
import { CycleStatusService } from './cycle-status.service.js';
import { WeeklyCycleScheduler } from './weekly-cycle.scheduler.js';

@Module({
  imports: [WinnersModule, IntegrityModule],
  controllers: [CycleHandlers],
  providers: [CycleStatusService, WeeklyCycleScheduler],
})
export class CycleModule {}
