import { afterEach, describe, expect, it } from '@jest/globals';
import { Module } from '@nestjs/common';
import { EntitySchema } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { DatabaseModule, qualified, quoteIdent } from '@encontro/server-database';
import { testEnv, uniqueName } from '@encontro/testing';
import { bootstrapService } from '../src/index.js';

class VenuesMigration extends Migration {
  override up(): void {
    this.addSql('create table venues (id serial primary key, name text not null)');
  }
}

const venue = new EntitySchema<{ id: number; name: string }>({
  name: 'Venue',
  tableName: 'venues',
  properties: { id: { type: 'number', primary: true }, name: { type: 'string' } },
});

describe('a one-shot command of bootstrapService', () => {
  let schema: string;

  afterEach(async () => {
    const orm = await MikroORM.init({ clientUrl: testEnv.databaseUrl, entities: [venue] });
    await orm.em.getConnection().execute(`drop schema if exists ${quoteIdent(schema)} cascade`);
    await orm.close(true);
  });

  it("runs on the service's schema with its migrations applied, then closes the app", async () => {
    schema = uniqueName('runtime_one_shot');
    @Module({
      imports: [
        DatabaseModule.forRoot({
          url: testEnv.databaseUrl,
          schema,
          entities: [venue],
          migrations: [{ name: '0001-venues', class: VenuesMigration }],
        }),
      ],
    })
    class SeededService {}
    let seen: unknown[] = [];

    const app = await bootstrapService(
      {
        service: 'one-shot-svc',
        module: SeededService,
        httpPort: 0,
        natsUrl: testEnv.natsUrl,
        logLevel: 'silent',
        schema,
        commands: {
          seed: async (created) => {
            const em = created.get(MikroORM).em.fork() as EntityManager;
            await em.execute(`insert into ${qualified(schema, 'venues')} (name) values ('Bar do Zé')`);
            seen = await em.execute(`select name from ${qualified(schema, 'venues')}`);
          },
        },
      },
      ['seed'],
    );

    expect(app).toBeUndefined();
    expect(seen).toEqual([{ name: 'Bar do Zé' }]);
  });
});
