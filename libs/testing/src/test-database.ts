import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import { type MikroORM, createOrm, migrate, quoteIdent } from '@encontro/server-database';
import { testEnv } from './env.js';
import { uniqueName } from './unique.js';

export type TestDatabase = { orm: MikroORM; schema: string; url: string; drop: () => Promise<void> };

/** A fresh Postgres schema with the service's migrations applied; `drop()` removes it. */
export async function createTestDatabase(options: {
  prefix: string;
  entities: EntitySchema[];
  migrations: MigrationObject[];
}): Promise<TestDatabase> {
  const schema = uniqueName(options.prefix);
  const orm = await createOrm({
    url: testEnv.databaseUrl,
    schema,
    entities: options.entities,
    migrations: options.migrations,
    poolMax: 20,
  });
  await migrate(orm, schema);
  return {
    orm,
    schema,
    url: testEnv.databaseUrl,
    drop: async () => {
      await orm.em.getConnection().execute(`drop schema if exists ${quoteIdent(schema)} cascade`);
      await orm.close(true);
    },
  };
}
