import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { StatisticsModule } from '../statistics/statistics.module.js';
import { EventIntake } from './event-intake.service.js';

@Module({ imports: [AuditModule, StatisticsModule], providers: [EventIntake] })
export class IntakeModule {}
