import { Module } from '@nestjs/common';
import { IndicationsModule } from '../indications/indications.module.js';
import { SupportMailModule } from '../emails/support-mail.module.js';
import { PeopleModule } from '../people/people.module.js';
import { TablesModule } from '../tables.js';
import { AdminTicketsHandlers } from './admin-tickets.handlers.js';
import { TicketsHandlers } from './tickets.handlers.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';

@Module({
  imports: [TablesModule, PeopleModule, IndicationsModule, SupportMailModule],
  controllers: [TicketsHandlers, AdminTicketsHandlers],
  providers: [TicketsRepository, TicketsService],
})
export class TicketsModule {}
