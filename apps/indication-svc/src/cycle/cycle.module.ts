import { Module } from '@nestjs/common';
import { IntegrityModule } from '../integrity/integrity.module.js';
import { RemindersModule } from '../reminders/reminders.module.js';
import { WaitlistModule } from '../waitlist/waitlist.module.js';
import { WinnersModule } from '../winners/winners.module.js';
import { CycleHandlers } from './cycle.handlers.js';
import { CycleStatusService } from './cycle-status.service.js';
import { WeeklyCycleScheduler } from './weekly-cycle.scheduler.js';

@Module({
  imports: [WinnersModule, IntegrityModule, RemindersModule, WaitlistModule],
  controllers: [CycleHandlers],
  providers: [CycleStatusService, WeeklyCycleScheduler],
})
export class CycleModule {}
