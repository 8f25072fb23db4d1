import { serviceApp } from '@encontro/server-runtime';
import { SupportConfigModule, loadSupportConfig } from './config.js';
import { supportEntities } from './support.entities.js';
import { supportFeatures } from './support.features.js';
import { supportMigrations } from './migrations/index.js';

/** support-svc: its config, the service platform on its schema, and its features. */
export const supportApp = serviceApp({
  service: 'support-svc',
  config: loadSupportConfig(),
  configModule: SupportConfigModule,
  entities: supportEntities,
  migrations: supportMigrations,
  features: supportFeatures,
  redis: true,
  mail: true,
});
