import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { UserDataHandlers } from './user-data.handlers.js';
import { UserDataService } from './user-data.service.js';

@Module({
  imports: [UsersModule, SessionsModule],
  controllers: [UserDataHandlers],
  providers: [UserDataService],
})
export class UserDataModule {}
