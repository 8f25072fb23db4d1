import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { PeopleModule } from '../people/people.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { StatisticsModule } from '../statistics/statistics.module.js';
import { EventIntake } from './event-intake.service.js';

@Module({ imports: [PeopleModule, ReportsModule, StatisticsModule, AuditModule], providers: [EventIntake] })
export class IntakeModule {}
