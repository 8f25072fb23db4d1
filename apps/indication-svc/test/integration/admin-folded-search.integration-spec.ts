import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COUNT_AT_MOST, foldedSearch } from '@encontro/server-database';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { hostSearchText, indicationSearchTexts } from '../../src/indications/admin-search.util.js';
import { type IndicationTestApp, W48_MONDAY, createIndicationTestApp } from '../support/index.js';

const FLORIPA = { state: 'Santa Catarina', city: 'Florianópolis', city_id: '4205407' };
const NITEROI = { state: 'Rio de Janeiro', city: 'Niterói', city_id: '3303302' };

/** Issue 28 item 13: the admin's indication search folds accents and case, as every admin search does. */
describe('admin indication search, folded (indication-svc on a real Postgres)', () => {
  let t: IndicationTestApp;
  let admin: AdminIndicationsService;
  const ids: Record<'lagoa' | 'acai' | 'icarai', string> = { lagoa: '', acai: '', icarai: '' };

  const found = async (search: string, status?: 'pending' | 'active') =>
    (await admin.list({ search, status, page: 1, per_page: 100 })).data.map((i) => i.indication_id).sort();

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_fold');
    admin = t.get(AdminIndicationsService);
    t.clock.set(W48_MONDAY);
    const nominate = async (
      place: typeof FLORIPA,
      host: string,
      venue: { name: string; address: string },
    ): Promise<string> =>
      (await t.nominate(await t.person(place, { name: host }), venue)).indication!.indication_id;
    ids.lagoa = await nominate(FLORIPA, 'Conceição', { name: 'Bar da Lagoa', address: 'Rua das Flores, 12' });
    ids.acai = await nominate(FLORIPA, 'Ana', { name: 'Açaí do Zé', address: 'Avenida São João, 300' });
    ids.icarai = await nominate(NITEROI, 'Bia', { name: 'Quiosque Icaraí', address: 'Praia de Icaraí, 1' });
  }, 60_000);

  afterAll(() => t?.close());

  it('finds the nominations of Florianópolis by "florianopolis", in any case', async () => {
    const floripa = [ids.lagoa, ids.acai].sort();
    expect(await found('florianopolis')).toEqual(floripa);
    expect(await found('FLORIANOPOLIS')).toEqual(floripa);
    expect(await found('Florianópolis')).toEqual(floripa);
    expect(await found('niteroi')).toEqual([ids.icarai]);
  });

  it('folds the venue name, the address and the host name alike', async () => {
    expect(await found('acai do ze')).toEqual([ids.acai]);
    expect(await found('sao joao')).toEqual([ids.acai]);
    expect(await found('ICARAI')).toEqual([ids.icarai]);
    expect(await found('conceicao')).toEqual([ids.lagoa]);
    expect(await found('CONCEIÇÃO teste')).toEqual([ids.lagoa]);
  });

  it('reads LIKE wildcards as written and keeps the status filter', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_lagoa')).toEqual([]);
    expect(await found('florianopolis', 'active')).toEqual([]);
    await admin.approve(await t.person(NITEROI), ids.lagoa);
    expect(await found('florianopolis', 'active')).toEqual([ids.lagoa]);
  });
});

/** SQL: the id (a v4 UUID) of generated person number `n`. */
const personOf = (n: string) =>
  `overlay(overlay(md5('p' || ${n}) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;

/** Issue 32: the indication list at scale counts up to COUNT_AT_MOST (1,000) and every search branch reads an index. */
describe('admin indication search at scale (indication-svc on a real Postgres)', () => {
  let t: IndicationTestApp;
  let admin: AdminIndicationsService;
  let indicationId: string;

  const list = (search?: string) => admin.list({ search, page: 1, per_page: 20 });
  /** The plan of the indication list's page, as the repository asks it, of a search. */
  const plan = async (search?: string) => {
    const found = search
      ? foldedSearch({ own: [...indicationSearchTexts.indications, hostSearchText] }, search)
      : { sql: 'true', params: [] };
    const rows = await t.sql<{ 'QUERY PLAN': string }>(
      `explain select i.id from ${t.table('indications')} i where ${found.sql}
        order by i.created_at desc, i.id limit 20`,
      found.params,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_scale');
    admin = t.get(AdminIndicationsService);
    t.clock.set(W48_MONDAY);
    // 20,000 nominations of 20,000 other hosts ('Bar g' by Pessoa Numero g), older than the one searched for.
    await t.sql(
      `insert into ${t.table('people')} (user_id, name, surname, email, state, city, city_id, updated_at)
       select ${personOf('g')}, 'Pessoa', 'Numero ' || g, 'pessoa' || g || '@example.com',
              'São Paulo', 'São Paulo', '3550308', now()
       from generate_series(1, 20000) g`,
    );
    await t.sql(
      `insert into ${t.table('indications')} (id, host_id, week, state, city, city_id, name, address,
         name_folded, address_folded, attractives, event_day, event_time, photos, status, created_at, updated_at)
       select gen_random_uuid(), ${personOf('g')}, '2026-W40', 'São Paulo', 'Campinas', '3509502',
              'Bar ' || g, 'Rua ' || g, 'bar ' || g, 'rua ' || g, '[]', 'Sábado', '20:00', '[]', 'rejected',
              now() - interval '60 days' - g * interval '1 second', now()
       from generate_series(1, 20000) g`,
    );
    const xisto = await t.person(FLORIPA, { name: 'Xisto' });
    await t.sql(`update ${t.table('people')} set surname = 'Quaresma' where user_id = ?`, [xisto]);
    indicationId = (await t.nominate(xisto, { name: 'Um açaí raríssimo', address: 'Rua das Flores, 12' }))
      .indication!.indication_id;
    // As autovacuum would: GIN's pending list merged into the index, and the planner's statistics.
    await t.sql(`vacuum analyze ${t.table('people')}`);
    await t.sql(`vacuum analyze ${t.table('indications')}`);
  }, 120_000);

  afterAll(() => t?.close());

  it('counts no further than COUNT_AT_MOST (1,000) matches: total_exact false, pages still newest first', async () => {
    const page = await list('campinas');
    expect(page.meta).toEqual({
      total: COUNT_AT_MOST,
      total_exact: false,
      page: 1,
      per_page: 20,
      last_page: COUNT_AT_MOST / 20,
      from: 1,
      to: 20,
    });
    expect(page.data.map((i) => i.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Bar ${i + 1}`));
    expect((await list()).meta).toMatchObject({ total: COUNT_AT_MOST, total_exact: false });
  });

  it('finds one nomination among them by its folded name, place or host, exactly counted', async () => {
    for (const search of ['RARÍSSIMO', 'xisto quaresma', 'florianopolis', 'Um'])
      expect(await list(search)).toMatchObject({
        data: [{ indication_id: indicationId }],
        meta: { total: 1, total_exact: true },
      });
  });

  it('searches the host’s name on the nomination itself, off its indexes, never reading people', async () => {
    for (const [term, kind] of [
      ['rarissimo', 'trgm'],
      ['um', 'prefix'],
    ] as const) {
      const searched = await plan(term);
      expect(searched).toContain(`${hostSearchText.name}_folded_${kind}_idx`);
      expect(searched).not.toMatch(/Seq Scan|people/);
    }
    expect(await plan()).toMatch(/Index (Only )?Scan using indications_created_id_idx/);
  });

  it('follows a host’s new name to their nominations', async () => {
    const [row] = await t.sql<{ host_id: string }>(
      `select host_id from ${t.table('indications')} where id = ?`,
      [indicationId],
    );
    const host = row!.host_id;
    await t.sql(`update ${t.table('people')} set surname = 'Conceição' where user_id = ?`, [host]);
    expect((await list('xisto quaresma')).data).toEqual([]);
    expect((await list('XISTO CONCEICAO')).data.map((i) => i.indication_id)).toEqual([indicationId]);
    await t.sql(`update ${t.table('people')} set surname = 'Quaresma' where user_id = ?`, [host]);
  });
});
