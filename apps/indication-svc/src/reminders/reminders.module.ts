import { Module } from '@nestjs/common';
import { AttendanceModule } from '../attendance/attendance.module.js';
import { AttendancesRepositoryModule } from '../attendance/attendances-repository.module.js';
import { MeetupReminders } from './meetup-reminders.service.js';
import { MeetupRemindersRepositoryModule } from './meetup-reminders-repository.module.js';
import { ReminderAnswers } from './reminder-answers.service.js';
import { ReminderHandlers } from './reminders.handlers.js';
import { RemindersPruner } from './reminders.pruner.js';

/** The meetup's reminders that ask (issue 30 item 5): sent by the weekly cycle's pass, answered by token. */
@Module({
  imports: [MeetupRemindersRepositoryModule, AttendanceModule, AttendancesRepositoryModule],
  controllers: [ReminderHandlers],
  providers: [MeetupReminders, ReminderAnswers, RemindersPruner],
  exports: [MeetupReminders],
})
export class RemindersModule {}
