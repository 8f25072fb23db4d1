import { Module } from '@nestjs/common';
import { TablesModule } from '../tables.js';
import { AccountSignalsRepository } from './account-signals.repository.js';
import { IntegrityRepository } from './integrity.repository.js';

/** The integrity tables, for the features that record signals (people, votes) or erase them (user data). */
@Module({
  imports: [TablesModule],
  providers: [AccountSignalsRepository, IntegrityRepository],
  exports: [AccountSignalsRepository, IntegrityRepository],
})
export class IntegrityRepositoriesModule {}
