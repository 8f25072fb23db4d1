import { serviceApp } from '@encontro/server-runtime';
import { IdentityConfigModule, loadIdentityConfig } from './config.js';
import { identityEntities } from './identity.entities.js';
import { identityFeatures } from './identity.features.js';
import { identityMigrations } from './migrations/index.js';

/** identity-svc: its config, the service platform on its schema, and its features. */
export const identityApp = serviceApp({
  service: 'identity-svc',
  config: loadIdentityConfig(),
  configModule: IdentityConfigModule,
  entities: identityEntities,
  migrations: identityMigrations,
  features: identityFeatures,
  redis: true,
  mail: true,
});
