import { Module } from '@nestjs/common';
import { TablesModule } from '../tables.js';
import { UsersModule } from '../users/users.module.js';
import { AccessTokenService } from './access-token.service.js';
import { CredentialThrottle } from './credential-throttle.service.js';
import { KnownNetworksPruner } from './known-networks.pruner.js';
import { KnownNetworksRepository } from './known-networks.repository.js';
import { LoginThrottle } from './login-throttle.repository.js';
import { SessionRevocations } from './session-revocations.repository.js';
import { SessionsHandlers } from './sessions.handlers.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [UsersModule, TablesModule],
  controllers: [SessionsHandlers],
  providers: [
    SessionsService,
    AccessTokenService,
    SessionRevocations,
    LoginThrottle,
    KnownNetworksRepository,
    CredentialThrottle,
    KnownNetworksPruner,
  ],
  exports: [SessionRevocations, LoginThrottle, CredentialThrottle, KnownNetworksRepository],
})
export class SessionsModule {}
