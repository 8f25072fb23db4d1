import { Module } from '@nestjs/common';
import { IndicationsModule } from '../indications/indications.module.js';
import { CycleMailsModule } from '../emails/cycle-mails.module.js';
import { MeetupsModule } from '../meetups/meetups.module.js';
import { PeopleModule } from '../people/people.module.js';
import { ReadVersionsModule } from '../read-versions/read-versions.module.js';
import { SeatOffersModule } from '../waitlist/seat-offers.module.js';
import { HostHandoverModule } from '../winners/host-handover.module.js';
import { WinnersRepositoryModule } from '../winners/winners-repository.module.js';
import { AttendanceHandlers } from './attendance.handlers.js';
import { AttendanceService } from './attendance.service.js';
import { AttendancesRepositoryModule } from './attendances-repository.module.js';

@Module({
  imports: [
    AttendancesRepositoryModule,
    WinnersRepositoryModule,
    IndicationsModule,
    PeopleModule,
    CycleMailsModule,
    ReadVersionsModule,
    MeetupsModule,
    SeatOffersModule,
    HostHandoverModule,
  ],
  controllers: [AttendanceHandlers],
  providers: [AttendanceService],
  exports: [AttendanceService],
})
export class AttendanceModule {}
