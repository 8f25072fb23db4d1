import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AccessTokenService } from './access-token.service.js';
import { LoginThrottle } from './login-throttle.repository.js';
import { SessionRevocations } from './session-revocations.repository.js';
import { SessionsHandlers } from './sessions.handlers.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [UsersModule],
  controllers: [SessionsHandlers],
  providers: [SessionsService, AccessTokenService, SessionRevocations, LoginThrottle],
  exports: [SessionRevocations, LoginThrottle],
})
export class SessionsModule {}
