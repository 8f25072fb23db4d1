import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AccessTokenService } from './access-token.service.js';
import { SessionRevocations } from './session-revocations.repository.js';
import { SessionsHandlers } from './sessions.handlers.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [UsersModule],
  controllers: [SessionsHandlers],
  providers: [SessionsService, AccessTokenService, SessionRevocations],
  exports: [SessionRevocations],
})
export class SessionsModule {}
