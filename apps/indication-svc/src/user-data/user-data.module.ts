import { Module } from '@nestjs/common';
import { AttendancesRepositoryModule } from '../attendance/attendances-repository.module.js';
import { EmailOptOutsModule } from '../email-opt-outs/email-opt-outs.module.js';
import { IndicationsModule } from '../indications/indications.module.js';
import { IntegrityRepositoriesModule } from '../integrity/integrity-repositories.module.js';
import { PeopleModule } from '../people/people.module.js';
import { ReadVersionsModule } from '../read-versions/read-versions.module.js';
import { MeetupRemindersRepositoryModule } from '../reminders/meetup-reminders-repository.module.js';
import { VotesModule } from '../votes/votes.module.js';
import { WaitlistModule } from '../waitlist/waitlist.module.js';
import { WinnersRepositoryModule } from '../winners/winners-repository.module.js';
import { UserDataHandlers } from './user-data.handlers.js';
import { UserDataService } from './user-data.service.js';
import { UserErasure } from './user-erasure.service.js';

/** LGPD: a person's export and what their deleted account leaves. */
@Module({
  imports: [
    PeopleModule,
    IndicationsModule,
    VotesModule,
    WinnersRepositoryModule,
    AttendancesRepositoryModule,
    ReadVersionsModule,
    EmailOptOutsModule,
    IntegrityRepositoriesModule,
    WaitlistModule,
    MeetupRemindersRepositoryModule,
  ],
  controllers: [UserDataHandlers],
  providers: [UserDataService, UserErasure],
})
export class UserDataModule {}
