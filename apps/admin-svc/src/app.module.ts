import { serviceApp } from '@encontro/server-runtime';
import { AdminConfigModule, loadAdminConfig } from './config.js';
import { adminEntities } from './admin.entities.js';
import { adminFeatures } from './admin.features.js';
import { adminMigrations } from './migrations/index.js';

/** admin-svc: its config, the service platform on its schema, and its features. */
export const adminApp = serviceApp({
  service: 'admin-svc',
  config: loadAdminConfig(),
  configModule: AdminConfigModule,
  entities: adminEntities,
  migrations: adminMigrations,
  features: adminFeatures,
  redis: true,
});
