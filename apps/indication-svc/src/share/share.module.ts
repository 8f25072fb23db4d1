import { Module } from '@nestjs/common';
import { AttendancesRepositoryModule } from '../attendance/attendances-repository.module.js';
import { CalendarModule } from '../calendar/calendar.module.js';
import { IndicationsModule } from '../indications/indications.module.js';
import { WinnersRepositoryModule } from '../winners/winners-repository.module.js';
import { ShareHandlers } from './share.handlers.js';
import { ShareService } from './share.service.js';

/** The public share views (issue 31): a city's week on its card, and one winner's meetup. */
@Module({
  imports: [IndicationsModule, WinnersRepositoryModule, AttendancesRepositoryModule, CalendarModule],
  controllers: [ShareHandlers],
  providers: [ShareService],
})
export class ShareModule {}
