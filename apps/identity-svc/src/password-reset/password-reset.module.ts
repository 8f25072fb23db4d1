import { Module } from '@nestjs/common';
import { AccountMailModule } from '../account-mail/account-mail.module.js';
import { AccountTokensModule } from '../account-tokens/account-tokens.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { PasswordResetHandlers } from './password-reset.handlers.js';
import { PasswordResetService } from './password-reset.service.js';

@Module({
  imports: [UsersModule, AccountTokensModule, AccountMailModule, SessionsModule],
  controllers: [PasswordResetHandlers],
  providers: [PasswordResetService],
})
export class PasswordResetModule {}
