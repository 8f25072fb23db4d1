import { serviceApp } from '@encontro/server-runtime';
import { IndicationConfigModule, loadIndicationConfig } from './config.js';
import { indicationEntities } from './indication.entities.js';
import { indicationFeatures } from './indication.features.js';
import { indicationMigrations } from './migrations/index.js';

/** indication-svc: its config, the service platform on its schema, and its features. */
export const indicationApp = serviceApp({
  service: 'indication-svc',
  config: loadIndicationConfig(),
  configModule: IndicationConfigModule,
  entities: indicationEntities,
  migrations: indicationMigrations,
  features: indicationFeatures,
  mail: true,
  redis: true,
});
