import { Module } from '@nestjs/common';
import { AccountMailModule } from '../account-mail/account-mail.module.js';
import { AccountTokensModule } from '../account-tokens/account-tokens.module.js';
import { GeoModule } from '../geo/geo.module.js';
import { UsersModule } from '../users/users.module.js';
import { RegistrationHandlers } from './registration.handlers.js';
import { RegistrationService } from './registration.service.js';

@Module({
  imports: [UsersModule, AccountTokensModule, AccountMailModule, GeoModule],
  controllers: [RegistrationHandlers],
  providers: [RegistrationService],
})
export class RegistrationModule {}
