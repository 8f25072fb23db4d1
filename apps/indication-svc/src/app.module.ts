import { Module } from '@nestjs/common';
import { servicePlatformModules } from '@encontro/server-runtime';
import { IndicationConfigModule, loadIndicationConfig } from './config.js';
import { indicationEntities } from './indication.entities.js';
import { indicationFeatures } from './indication.features.js';
import { indicationMigrations } from './migrations/index.js';

const config = loadIndicationConfig();
export const SERVICE = 'indication-svc';

@Module({
  imports: [
    IndicationConfigModule.forRoot(config),
    ...servicePlatformModules({
      service: SERVICE,
      config,
      entities: indicationEntities,
      migrations: indicationMigrations,
      mail: true,
      redis: true,
    }),
    ...indicationFeatures,
  ],
})
export class AppModule {}
