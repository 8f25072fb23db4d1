import { Module } from '@nestjs/common';
import { AttendancesRepositoryModule } from '../attendance/attendances-repository.module.js';
import { CycleMailsModule } from '../emails/cycle-mails.module.js';
import { IndicationsModule } from '../indications/indications.module.js';
import { MeetupsModule } from '../meetups/meetups.module.js';
import { PeopleModule } from '../people/people.module.js';
import { ReadVersionsModule } from '../read-versions/read-versions.module.js';
import { WinnersRepositoryModule } from '../winners/winners-repository.module.js';
import { SeatOffersModule } from './seat-offers.module.js';
import { WaitlistHandlers } from './waitlist.handlers.js';
import { Waitlist } from './waitlist.service.js';

/** A full meetup's line: leaving it, taking an offered seat, and the offers' job (exported to the cycle). */
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
  ],
  controllers: [WaitlistHandlers],
  providers: [Waitlist],
  exports: [Waitlist],
})
export class WaitlistModule {}
