import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m } from '@encontro/contracts';
import { createOrm, migrate } from '@encontro/server-database';
import { createTestDatabase, expectRefusal, schemaQueries } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { indicationEntities } from '../../src/indication.entities.js';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { duplicateVenuesMigration } from '../../src/migrations/0006-duplicate-venues.js';
import { indicationMigrations } from '../../src/migrations/index.js';
import { type IndicationTestApp, W48_MONDAY, createIndicationTestApp, newCity } from '../support/index.js';

const W49_MONDAY = new Date('2026-11-30T10:00:00-03:00');
const LAGOA = { name: 'Bar da Lagoa', address: 'Rua das Flores, 12' };

/** Issue 27: the same venue nominated twice in one city and week (pg_trgm on the real Postgres). */
describe('duplicate venues (indication-svc on a real Postgres)', () => {
  let t: IndicationTestApp;
  let admin: AdminIndicationsService;

  /** A fresh person of `city` nominates `venue`; returns the indication's id. */
  const nominated = async (city: ReturnType<typeof newCity>, venue: Record<string, string> = LAGOA) => {
    const { indication } = await t.nominate(await t.person(city), venue);
    return indication!.indication_id;
  };
  const count = async (cityId: string) =>
    (await t.sql(`select id from ${t.table('indications')} where city_id = ?`, [cityId])).length;

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_dupes');
    admin = t.get(AdminIndicationsService);
    t.clock.set(W48_MONDAY);
  }, 60_000);

  afterAll(() => t?.close());

  it('refuses the same venue written another way, naming the indication to vote for', async () => {
    const city = newCity();
    const existing = await nominated(city);
    const refused = t.nominate(await t.person(city), { name: 'bar da lagoa', address: 'R. das Flores 12' });
    await expectRefusal(refused, 'DUPLICATE_INDICATION', m.duplicateIndication);
    await expect(
      t.nominate(await t.person(city), { name: 'BAR DA LAGÔA', address: 'rua das flores, 12' }),
    ).rejects.toMatchObject({
      reason: 'DUPLICATE_INDICATION',
      details: { existing_indication_id: existing },
    });
    expect(await count(city.city_id)).toBe(1);
  });

  it('refuses a venue already approved', async () => {
    const city = newCity();
    const existing = await nominated(city);
    await admin.approve(await t.person(city), existing);
    await expect(t.nominate(await t.person(city), LAGOA)).rejects.toMatchObject({
      reason: 'DUPLICATE_INDICATION',
      details: { existing_indication_id: existing },
    });
  });

  it.each([
    ['a clearly different name', { name: 'Restaurante Sol Nascente', address: 'Rua das Flores, 12' }],
    ['another street', { name: 'Bar da Lagoa', address: 'Avenida Atlântica, 1702' }],
    ['another house number on the same street', { name: 'Bar da Lagoa', address: 'Rua das Flores, 45' }],
  ])('takes %s', async (_case, venue) => {
    const city = newCity();
    await nominated(city);
    await expect(nominated(city, venue)).resolves.toEqual(expect.any(String));
  });

  it('takes the venue in another city', async () => {
    await nominated(newCity());
    await expect(nominated(newCity())).resolves.toEqual(expect.any(String));
  });

  it('takes the venue again once its indication was rejected', async () => {
    const city = newCity();
    await admin.reject(await t.person(city), await nominated(city));
    await expect(nominated(city)).resolves.toEqual(expect.any(String));
  });

  it('takes the venue again the next week', async () => {
    const city = newCity();
    await nominated(city);
    t.clock.set(W49_MONDAY);
    try {
      await expect(nominated(city)).resolves.toEqual(expect.any(String));
    } finally {
      t.clock.set(W48_MONDAY);
    }
  });

  it('lets only one of two nominations of one venue sent at once through', async () => {
    const city = newCity();
    const hosts = [await t.person(city), await t.person(city), await t.person(city)];
    const results = await Promise.allSettled(hosts.map((host) => t.nominate(host, LAGOA)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { reason: string }).reason] : [])),
    ).toEqual(['DUPLICATE_INDICATION', 'DUPLICATE_INDICATION']);
    expect(await count(city.city_id)).toBe(1);
  });

  it('flags, in the admin answers, an indication that repeats another pending or approved one', async () => {
    const city = newCity();
    const other = await nominated(city, { name: 'Café Central', address: 'Praça da Sé, 1' });
    // Stored before the rule (or beside it): both repeat each other.
    const first = await nominated(city);
    const second = await nominated(city, { name: 'Bar da Lagoa Azul', address: 'Rua das Flores, 99' });
    await t.sql(`update ${t.table('indications')} set address = ?, address_folded = ? where id = ?`, [
      'R. das Flores 12',
      'r. das flores 12',
      second,
    ]);

    const { indication } = await admin.get(first);
    expect(indication.likely_duplicate_of).toEqual({
      indication_id: second,
      name: 'Bar da Lagoa Azul',
      status: 'pending',
    });
    const page = await admin.list({ search: city.city, page: 1, per_page: 20 });
    const flags = Object.fromEntries(page.data.map((i) => [i.indication_id, i.likely_duplicate_of]));
    expect(flags).toEqual({
      [first]: { indication_id: second, name: 'Bar da Lagoa Azul', status: 'pending' },
      [second]: { indication_id: first, name: 'Bar da Lagoa', status: 'pending' },
      [other]: null,
    });

    // A rejected one is no longer a duplicate of anything.
    const { indication: rejected } = await admin.reject(await t.person(city), second);
    expect(rejected.likely_duplicate_of).toEqual({
      indication_id: first,
      name: 'Bar da Lagoa',
      status: 'pending',
    });
    expect((await admin.get(first)).indication.likely_duplicate_of).toBeNull();
  });
});

describe('migration 0006-duplicate-venues', () => {
  it('folds the names and addresses of the indications stored before it', async () => {
    const before = indicationMigrations.slice(0, indicationMigrations.indexOf(duplicateVenuesMigration));
    const db = await createTestDatabase({
      prefix: 'ind_dupes_mig',
      entities: indicationEntities,
      migrations: before,
    });
    try {
      const { sql, table } = schemaQueries(db);
      const host = randomUUID();
      const id = randomUUID();
      await sql(
        `insert into ${table('people')} (user_id, name, surname, email, state, city, city_id, updated_at)
         values (?, 'Ana', 'Souza', 'ana@example.com', 'São Paulo', 'São Paulo', '3550308', now())`,
        [host],
      );
      await sql(
        `insert into ${table('indications')} (id, host_id, week, state, city, city_id, name, address,
           attractives, event_day, event_time, photos, status, created_at, updated_at)
         values (?, ?, '2026-W48', 'São Paulo', 'São Paulo', '3550308', ' Açaí da Praça ', 'Av. São João, 439',
           '[]', 'Sábado', 'Noite - Horário a combinar', '[]', 'pending', now(), now())`,
        [id, host],
      );
      const orm = await createOrm({
        url: db.url,
        schema: db.schema,
        entities: indicationEntities,
        migrations: indicationMigrations,
        poolMax: 2,
      });
      try {
        expect(await migrate(orm, db.schema)).toContain('0006-duplicate-venues');
      } finally {
        await orm.close(true);
      }
      expect(
        await sql(`select name_folded, address_folded from ${table('indications')} where id = ?`, [id]),
      ).toEqual([{ name_folded: 'acai da praca', address_folded: 'av. sao joao, 439' }]);
    } finally {
      await db.drop();
    }
  });
});
