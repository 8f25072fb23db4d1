import { Module } from '@nestjs/common';
import { servicePlatformModules } from '@encontro/server-runtime';
import { AdminConfigModule, loadAdminConfig } from './config.js';
import { adminEntities } from './admin.entities.js';
import { adminFeatures } from './admin.features.js';
import { adminMigrations } from './migrations/index.js';

const config = loadAdminConfig();
export const SERVICE = 'admin-svc';

@Module({
  imports: [
    AdminConfigModule.forRoot(config),
    ...servicePlatformModules({
      service: SERVICE,
      config,
      entities: adminEntities,
      migrations: adminMigrations,
      redis: true,
    }),
    ...adminFeatures,
  ],
})
export class AppModule {}
