import { Module } from '@nestjs/common';
import { AttendancesRepositoryModule } from '../attendance/attendances-repository.module.js';
import { ForumStatsModule } from '../forum-stats/forum-stats.module.js';
import { PeopleModule } from '../people/people.module.js';
import { PhotoPurgesModule } from '../photo-purges/photo-purges.module.js';
import { ReadVersionsModule } from '../read-versions/read-versions.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { TablesModule } from '../tables.js';
import { VotesModule } from '../votes/votes.module.js';
import { WinnersRepositoryModule } from '../winners/winners-repository.module.js';
import { AdminIndicationsService } from './admin-indications.service.js';
import { IndicationRemoval } from './indication-removal.service.js';
import { IndicationStats } from './indication-stats.service.js';
import { IndicationsHandlers } from './indications.handlers.js';
import { IndicationsRepository } from './indications.repository.js';
import { IndicationsService } from './indications.service.js';

@Module({
  imports: [
    TablesModule,
    PeopleModule,
    VotesModule,
    WinnersRepositoryModule,
    AttendancesRepositoryModule,
    SettingsModule,
    PhotoPurgesModule,
    ForumStatsModule,
    ReadVersionsModule,
  ],
  controllers: [IndicationsHandlers],
  providers: [
    IndicationsRepository,
    IndicationsService,
    AdminIndicationsService,
    IndicationRemoval,
    IndicationStats,
  ],
  exports: [IndicationsRepository, IndicationRemoval],
})
export class IndicationsModule {}
