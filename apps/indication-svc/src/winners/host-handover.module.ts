import { Module } from '@nestjs/common';
import { CycleMailsModule } from '../emails/cycle-mails.module.js';
import { IndicationsModule } from '../indications/indications.module.js';
import { PeopleModule } from '../people/people.module.js';
import { MeetupsModule } from '../meetups/meetups.module.js';
import { SeatOffersModule } from '../waitlist/seat-offers.module.js';
import { HostHandover } from './host-handover.service.js';

/** The hand-over in a module of its own: the Saturday deadline (WinnersModule) and "Não vou mais" use it. */
@Module({
  imports: [IndicationsModule, PeopleModule, CycleMailsModule, MeetupsModule, SeatOffersModule],
  providers: [HostHandover],
  exports: [HostHandover],
})
export class HostHandoverModule {}
