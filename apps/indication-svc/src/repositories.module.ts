import { Global, Module } from '@nestjs/common';
import { AttendancesRepository } from './attendance/attendances.repository.js';
import { ForumStatsRepository } from './forum-stats/forum-stats.repository.js';
import { IndicationsRepository } from './indications/indications.repository.js';
import { VotesRepository } from './votes/votes.repository.js';
import { PhotoPurgesRepository } from './photo-purges/photo-purges.repository.js';
import { SettingsRepository } from './settings/settings.repository.js';
import { Tables } from './tables.js';
import { WinnersRepository } from './winners/winners.repository.js';

const repositories = [
  Tables,
  IndicationsRepository,
  VotesRepository,
  WinnersRepository,
  AttendancesRepository,
  SettingsRepository,
  PhotoPurgesRepository,
  ForumStatsRepository,
];

/** The service's repositories: the only classes that touch its tables. */
@Global()
@Module({ providers: repositories, exports: repositories })
export class RepositoriesModule {}
