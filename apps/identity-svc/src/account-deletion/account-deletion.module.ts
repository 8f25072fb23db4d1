import { Module } from '@nestjs/common';
import { PhotoPurgesModule } from '../photo-purges/photo-purges.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountDeletionHandlers } from './account-deletion.handlers.js';
import { AccountDeletion } from './account-deletion.service.js';

@Module({
  imports: [UsersModule, SessionsModule, PhotoPurgesModule],
  controllers: [AccountDeletionHandlers],
  providers: [AccountDeletion],
})
export class AccountDeletionModule {}
