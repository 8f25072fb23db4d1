import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { HostDeadlines } from './host-deadline.service.js';
import { WeekCloser } from './week-closer.service.js';
import { WinnersHandlers } from './winners.handlers.js';
import { WinnersService } from './winners.service.js';

@Module({
  imports: [PeopleModule],
  controllers: [WinnersHandlers],
  providers: [WinnersService, WeekCloser, HostDeadlines],
  exports: [WeekCloser, HostDeadlines],
})
export class WinnersModule {}
