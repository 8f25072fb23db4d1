import { Module } from '@nestjs/common';
import { PrivacyRepository } from './privacy.repository.js';
import { UserDataHandlers } from './user-data.handlers.js';
import { UserDataService } from './user-data.service.js';
import { UserErasure } from './user-erasure.service.js';

/** LGPD: a person's export and what their deleted account leaves. */
@Module({
  controllers: [UserDataHandlers],
  providers: [PrivacyRepository, UserDataService, UserErasure],
})
export class PrivacyModule {}
