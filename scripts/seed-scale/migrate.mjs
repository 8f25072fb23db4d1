// Creates every service's schema with that service's own built migrations (what `main.js migrate`
// does, without booting Nest): the seeders then write into tables exactly as the services declare them.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { services } from '../stack/profiles.mjs';

const migrationsExport = {
  'identity-svc': ['identityMigrations', 'identity.entities.js', 'identityEntities'],
  'indication-svc': ['indicationMigrations', 'indication.entities.js', 'indicationEntities'],
  'forum-svc': ['forumMigrations', 'forum.entities.js', 'forumEntities'],
  'support-svc': ['supportMigrations', 'support.entities.js', 'supportEntities'],
  'admin-svc': ['adminMigrations', 'admin.entities.js', 'adminEntities'],
  'notification-svc': ['notificationMigrations', 'notification.entities.js', 'notificationEntities'],
};

/** Applies each service's pending migrations to its schema of `databaseUrl`; returns the count applied. */
export async function migrateAll(root, databaseUrl) {
  const { createOrm, migrate } = await import('@encontro/server-database');
  let applied = 0;
  for (const service of services) {
    const [migrationsName, entitiesFile, entitiesName] = migrationsExport[service.name];
    const dist = join(root, 'apps', service.name, 'dist');
    const migrations = (await import(pathToFileURL(join(dist, 'migrations', 'index.js')).href))[
      migrationsName
    ];
    const entities = (await import(pathToFileURL(join(dist, entitiesFile)).href))[entitiesName];
    const orm = await createOrm({
      url: databaseUrl,
      schema: service.schema,
      entities,
      migrations,
      poolMax: 2,
    });
    try {
      applied += (await migrate(orm, service.schema)).length;
    } finally {
      await orm.close();
    }
  }
  return applied;
}
