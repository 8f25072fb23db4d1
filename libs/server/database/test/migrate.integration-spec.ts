import { afterEach, describe, expect, it } from '@jest/globals';
import { EntitySchema } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { testEnv, uniqueName } from '@encontro/testing';
import { type MikroORM, createOrm, migrate, qualified, quoteIdent } from '../src/index.js';

class VenuesMigration extends Migration {
  override up(): void {
    this.addSql('create table venues (id serial primary key, name text not null)');
  }
}

class VenueCityMigration extends Migration {
  override up(): void {
    this.addSql('alter table venues add column city_id int null');
    this.addSql('select pg_sleep(0.2)');
  }
}

type Venue = { id: number; name: string };
const venue = new EntitySchema<Venue>({
  name: 'Venue',
  tableName: 'venues',
  properties: { id: { type: 'number', primary: true }, name: { type: 'string' } },
});

const migrations = [
  { name: '0001-venues', class: VenuesMigration },
  { name: '0002-venue-city', class: VenueCityMigration },
];

describe(migrate.name, () => {
  const orms: MikroORM[] = [];
  let schema: string;

  // One pool each, as two replicas of a service starting together.
  const replica = async () => {
    const orm = await createOrm({ url: testEnv.databaseUrl, schema, entities: [venue], migrations });
    orms.push(orm);
    return orm;
  };

  afterEach(async () => {
    await orms[0]?.em.getConnection().execute(`drop schema if exists ${quoteIdent(schema)} cascade`);
    await Promise.all(orms.splice(0).map((orm) => orm.close(true)));
  });

  it('applies each migration once when two replicas migrate a new schema at the same moment', async () => {
    schema = uniqueName('migrate');
    const [first, second] = [await replica(), await replica()];

    const applied = await Promise.all([migrate(first, schema), migrate(second, schema)]);

    expect(applied.flat().sort()).toEqual(['0001-venues', '0002-venue-city']);
    const rows = await first.em
      .getConnection()
      .execute<{ name: string }[]>(
        `select name from ${qualified(schema, 'mikro_orm_migrations')} order by id`,
      );
    expect(rows.map((r) => r.name)).toEqual(['0001-venues', '0002-venue-city']);
  });

  it('applies nothing again on a schema that is up to date', async () => {
    schema = uniqueName('migrate');
    const orm = await replica();
    await migrate(orm, schema);

    expect(await migrate(orm, schema)).toEqual([]);
  });
});
