import { Module } from '@nestjs/common';
import { TablesModule } from '../tables.js';
import { AttendancesRepository } from './attendances.repository.js';

/**
 * The presences' repository in a module of its own, not AttendanceModule's: the presence reads the
 * winners and the winners count the presences, and indications' stats and removal use it too.
 */
@Module({ imports: [TablesModule], providers: [AttendancesRepository], exports: [AttendancesRepository] })
export class AttendancesRepositoryModule {}
