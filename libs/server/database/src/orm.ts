import { type EntitySchema, type MigrationObject } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig } from '@mikro-orm/postgresql';

export type DatabaseOptions = {
  url: string;
  /** The service's own Postgres schema: no service reads another's tables. */
  schema: string;
  entities: EntitySchema[];
  migrations: MigrationObject[];
  poolMax?: number;
  debug?: boolean;
};

export function ormOptions(options: DatabaseOptions) {
  return defineConfig({
    clientUrl: options.url,
    schema: options.schema,
    entities: options.entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 10 },
    // Short transactions, not reports: compiling a plan costs Postgres 100–300 ms on a query whose estimate
    // passes jit_above_cost (a city's 20,000 voters at the Friday close, an admin list at a million rows).
    driverOptions: { options: '-c jit=off' },
    debug: options.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    migrations: {
      migrationsList: options.migrations,
      schema: options.schema,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  });
}

export async function createOrm(options: DatabaseOptions): Promise<MikroORM> {
  return MikroORM.init(ormOptions(options));
}

/**
 * Creates the service's schema when missing and applies every pending migration. A transaction of
 * its own holds an advisory lock per schema meanwhile: replicas starting together migrate one after
 * the other (the later one finds nothing pending) instead of racing on `create schema` and the tables.
 * The migrations run on other connections of the pool (hence a pool of two at least).
 */
export async function migrate(orm: MikroORM, schema: string): Promise<string[]> {
  return orm.em.fork().transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`migrate:${schema}`]);
    await orm.em.getConnection().execute(`create schema if not exists ${quoteIdent(schema)}`);
    const applied = await orm.migrator.up();
    return applied.map((m) => m.name);
  });
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}

/** `"schema"."table"` for the few raw queries (outbox claims, advisory locks). */
export function qualified(schema: string, table: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(table)}`;
}

export { MikroORM };
