import { Module } from '@nestjs/common';
import { TablesModule } from '../tables.js';
import { CityCalendarHandlers } from './city-calendar.handlers.js';
import { CityCalendarService } from './city-calendar.service.js';
import { CityMeetupsRepository } from './city-meetups.repository.js';

/** The city's public calendar feed; the attendee's own file (AttendanceModule) uses the same builder. */
@Module({
  imports: [TablesModule],
  controllers: [CityCalendarHandlers],
  providers: [CityCalendarService, CityMeetupsRepository],
  exports: [CityMeetupsRepository],
})
export class CalendarModule {}
