import { Module } from '@nestjs/common';
import { servicePlatformModules } from '@encontro/server-runtime';
import { IdentityConfigModule, loadIdentityConfig } from './config.js';
import { identityEntities } from './identity.entities.js';
import { identityFeatures } from './identity.features.js';
import { identityMigrations } from './migrations/index.js';

const config = loadIdentityConfig();
export const SERVICE = 'identity-svc';

@Module({
  imports: [
    IdentityConfigModule.forRoot(config),
    ...servicePlatformModules({
      service: SERVICE,
      config,
      entities: identityEntities,
      migrations: identityMigrations,
      redis: true,
      mail: true,
    }),
    ...identityFeatures,
  ],
})
export class AppModule {}
