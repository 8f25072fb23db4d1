import { Module } from '@nestjs/common';
import { AttendancesRepositoryModule } from '../attendance/attendances-repository.module.js';
import { IndicationsModule } from '../indications/indications.module.js';
import { CycleMailsModule } from '../emails/cycle-mails.module.js';
import { PeopleModule } from '../people/people.module.js';
import { IntegrityModule } from '../integrity/integrity.module.js';
import { ReadVersionsModule } from '../read-versions/read-versions.module.js';
import { HostDeadlines } from './host-deadline.service.js';
import { HostHandoverModule } from './host-handover.module.js';
import { WeekCloseMetrics } from './week-close.metrics.js';
import { WeekCloser } from './week-closer.service.js';
import { WinnersRepositoryModule } from './winners-repository.module.js';
import { WinnersHandlers } from './winners.handlers.js';
import { WinnersService } from './winners.service.js';

@Module({
  imports: [
    WinnersRepositoryModule,
    AttendancesRepositoryModule,
    IndicationsModule,
    PeopleModule,
    CycleMailsModule,
    ReadVersionsModule,
    IntegrityModule,
    HostHandoverModule,
  ],
  controllers: [WinnersHandlers],
  providers: [WinnersService, WeekCloser, HostDeadlines, WeekCloseMetrics],
  exports: [WeekCloser, HostDeadlines],
})
export class WinnersModule {}
