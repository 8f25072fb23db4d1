import { Global, Module } from '@nestjs/common';
import { AuditRepository } from './audit/audit.repository.js';
import { CensoredWordsRepository } from './censored-words/censored-words.repository.js';
import { PeopleRepository } from './people/people.repository.js';
import { ReportsRepository } from './reports/reports.repository.js';
import { SettingsRepository } from './settings/settings.repository.js';
import { StatisticsRepository } from './statistics/statistics.repository.js';
import { Tables } from './tables.js';

const repositories = [
  Tables,
  PeopleRepository,
  ReportsRepository,
  CensoredWordsRepository,
  SettingsRepository,
  StatisticsRepository,
  AuditRepository,
];

/** The service's repositories: the only classes that touch its tables. */
@Global()
@Module({ providers: repositories, exports: repositories })
export class RepositoriesModule {}
