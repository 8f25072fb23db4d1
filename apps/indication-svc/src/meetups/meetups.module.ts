import { Module } from '@nestjs/common';
import { AttendancesRepositoryModule } from '../attendance/attendances-repository.module.js';
import { IndicationsModule } from '../indications/indications.module.js';
import { ReadVersionsModule } from '../read-versions/read-versions.module.js';
import { SeatOffersModule } from '../waitlist/seat-offers.module.js';
import { WinnersRepositoryModule } from '../winners/winners-repository.module.js';
import { MeetupHandlers } from './meetup.handlers.js';
import { MeetupSettingsService } from './meetup-settings.service.js';
import { MeetupUpdates } from './meetup-updates.service.js';

/** The meetup's plan: the host's settings and the `meetup.updated` announcements every change makes. */
@Module({
  imports: [
    AttendancesRepositoryModule,
    WinnersRepositoryModule,
    IndicationsModule,
    ReadVersionsModule,
    SeatOffersModule,
  ],
  controllers: [MeetupHandlers],
  providers: [MeetupUpdates, MeetupSettingsService],
  exports: [MeetupUpdates, MeetupSettingsService],
})
export class MeetupsModule {}
