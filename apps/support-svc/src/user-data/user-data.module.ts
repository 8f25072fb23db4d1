import { Module } from '@nestjs/common';
import { TablesModule } from '../tables.js';
import { UserDataHandlers } from './user-data.handlers.js';
import { UserDataRepository } from './user-data.repository.js';
import { UserDataService } from './user-data.service.js';
import { UserErasure } from './user-erasure.service.js';

/** LGPD: a person's export and what their deleted account leaves. */
@Module({
  imports: [TablesModule],
  controllers: [UserDataHandlers],
  providers: [UserDataRepository, UserDataService, UserErasure],
})
export class UserDataModule {}
