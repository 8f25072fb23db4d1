import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { TablesModule } from '../tables.js';
import { EmailOptOutsRepository } from './email-opt-outs.repository.js';
import { EmailOptOutsConsumer } from './email-opt-outs.service.js';

@Module({
  imports: [TablesModule, PeopleModule],
  providers: [EmailOptOutsRepository, EmailOptOutsConsumer],
  exports: [EmailOptOutsRepository],
})
export class EmailOptOutsModule {}
