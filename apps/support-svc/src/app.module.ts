import { Module } from '@nestjs/common';
import { servicePlatformModules } from '@encontro/server-runtime';
import { SupportConfigModule, loadSupportConfig } from './config.js';
import { supportEntities } from './support.entities.js';
import { supportFeatures } from './support.features.js';
import { supportMigrations } from './migrations/index.js';

const config = loadSupportConfig();
export const SERVICE = 'support-svc';

@Module({
  imports: [
    SupportConfigModule.forRoot(config),
    ...servicePlatformModules({
      service: SERVICE,
      config,
      entities: supportEntities,
      migrations: supportMigrations,
      redis: true,
      mail: true,
    }),
    ...supportFeatures,
  ],
})
export class AppModule {}
