import { AuditModule } from './audit/audit.module.js';
import { CensoredWordsModule } from './censored-words/censored-words.module.js';
import { IntakeModule } from './intake/intake.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { StatisticsModule } from './statistics/statistics.module.js';
import { UserDataModule } from './user-data/user-data.module.js';

/**
 * The service's feature modules. They need the platform modules of AppModule (config, clock,
 * database, events) and nothing else, so the integration suites mount them as they are.
 */
export const adminFeatures = [
  AuditModule,
  IntakeModule,
  ReportsModule,
  CensoredWordsModule,
  SettingsModule,
  StatisticsModule,
  UserDataModule,
];
