import { Module } from '@nestjs/common';
import { TablesModule } from '../tables.js';
import { MeetupRemindersRepository } from './meetup-reminders.repository.js';

/** The reminders' repository on its own: the account's erasure forgets their reminders too. */
@Module({
  imports: [TablesModule],
  providers: [MeetupRemindersRepository],
  exports: [MeetupRemindersRepository],
})
export class MeetupRemindersRepositoryModule {}
