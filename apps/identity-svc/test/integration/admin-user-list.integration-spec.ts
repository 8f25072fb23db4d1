import { beforeAll, describe, expect, it } from '@jest/globals';
import { providersOf } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { AdminUsersHandlers } from '../../src/admin-users/admin-users.handlers.js';
import { userSearchTexts, userSearchWhere } from '../../src/users/user-search.util.js';
import { identitySuite } from '../support/suite.js';

type Person = { name: string; surname: string; email: string; state?: string; at: Date; id?: string };

const BASE = Date.parse('2026-03-02T12:00:00Z');
const minute = (n: number) => new Date(BASE + n * 60_000);

/**
 * Issue 32: the admin's users tab at a million people. The list always comes one page at a time
 * (20 by default), searched and filtered by state in the database, newest first in a stable order,
 * with its exact total; the search can use its trigram indexes.
 */
describe('identity-svc admin user list, paged and searched on the server', () => {
  const t = identitySuite('identity_admin_list');
  const h = providersOf(t, { admin: AdminUsersHandlers });

  // The same instant for three people: the id (ascending) orders them.
  const tie = minute(100);
  const tied = ['00000000-0000-4000-8000-00000000000c', '00000000-0000-4000-8000-00000000000a'];
  const fillers: Person[] = Array.from({ length: 22 }, (_, i) => ({
    name: `Pessoa${String(i + 1).padStart(2, '0')}`,
    surname: 'Teste',
    email: `pessoa${i + 1}@example.com`,
    at: minute(i),
  }));
  const ana: Person = { name: 'Ana', surname: 'Souza', email: 'ana.souza@example.com', at: tie, id: tied[0] };
  const joao: Person = {
    name: 'João',
    surname: 'da Conceição',
    email: 'jc@exemplo.com.br',
    state: 'Rio de Janeiro',
    at: tie,
    id: tied[1],
  };
  const ananias: Person = {
    name: 'Ananias',
    surname: 'Peçanha',
    email: 'peca_nha@example.com',
    state: 'Rio de Janeiro',
    at: minute(101),
  };
  const people = [...fillers, ana, joao, ananias];
  const ids = new Map<Person, string>();

  const list = (query: Record<string, unknown>) => h.admin.adminListUsers({ query } as never);
  const found = async (query: Record<string, unknown>) => (await list(query)).data.map((u) => u.user_id);

  beforeAll(async () => {
    for (const person of people) {
      const id = person.id ?? randomUUID();
      ids.set(person, id);
      await t.sql(
        `insert into ${t.table('users')} (id, name, surname, email, password_hash, state, city, city_id, gender, created_at, updated_at)
         values (?, ?, ?, ?, 'x', ?, 'Cidade', '3550308', 'F', ?, ?)`,
        [id, person.name, person.surname, person.email, person.state ?? 'São Paulo', person.at, person.at],
      );
    }
  });

  it('answers the first page of 20, newest first, with the exact total when no page is asked for', async () => {
    const first = await list({});
    expect(first.meta).toEqual({ total: 25, page: 1, per_page: 20, last_page: 2, total_exact: true });
    expect(first.data).toHaveLength(20);
    expect(first.data.slice(0, 3).map((u) => u.user_id)).toEqual([
      ids.get(ananias),
      // Created together: the smaller id first, on every page asked.
      tied[1],
      tied[0],
    ]);
  });

  it('answers only the accounts named by ids (the integrity tab), with a search or a state on top', async () => {
    const named = [ids.get(ana)!, ids.get(ananias)!, ids.get(fillers[0]!)!];
    expect((await found({ ids: named.join(',') })).sort()).toEqual([...named].sort());
    expect(await found({ ids: named.join(','), state: 'RJ' })).toEqual([ids.get(ananias)]);
    expect(await found({ ids: named.join(','), search: 'souza' })).toEqual([ids.get(ana)]);
    expect(await found({ ids: randomUUID() })).toEqual([]);
  });

  it('pages every user exactly once, in the same order, up to an empty page past the last', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list({ page, per_page: 10 })));
    expect(pages.map((p) => p.meta)).toEqual(
      [1, 2, 3].map((page) => ({ total: 25, page, per_page: 10, last_page: 3, total_exact: true })),
    );
    const newestFirst = [...people]
      .sort((a, b) => b.at.getTime() - a.at.getTime() || ids.get(a)!.localeCompare(ids.get(b)!))
      .map((p) => ids.get(p));
    expect(pages.flatMap((p) => p.data.map((u) => u.user_id))).toEqual(newestFirst);
    expect(await list({ page: 4, per_page: 10 })).toEqual({
      data: [],
      meta: { total: 25, page: 4, per_page: 10, last_page: 3, total_exact: true },
    });
    expect((await list({ per_page: 100 })).data).toHaveLength(25);
    await expect(list({ per_page: 101 })).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });
    await expect(list({ page: 0 })).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });
  });

  it.each<{ by: string; search: string; finds: Person[] }>([
    { by: 'name', search: 'ananias', finds: [ananias] },
    { by: 'name, where others start with it too', search: 'ana', finds: [ananias, ana] },
    { by: 'surname', search: 'SOUZA', finds: [ana] },
    { by: 'full name', search: 'Ana Souza', finds: [ana] },
    { by: 'full name with extra spaces', search: '  ana   souza ', finds: [ana] },
    { by: 'e-mail', search: 'jc@exemplo.com', finds: [joao] },
    { by: 'accents and case, either way', search: 'JOAO DA CONCEIÇAO', finds: [joao] },
    { by: 'an accented term in a plain text', search: 'péçanha', finds: [ananias] },
    { by: 'a wildcard taken as written', search: 'peca_nha', finds: [ananias] },
    { by: 'a wildcard that matches nothing as written', search: '%', finds: [] },
  ])('searches by $by', async ({ search, finds }) => {
    const page = await list({ search });
    expect(page.data.map((u) => u.user_id)).toEqual(finds.map((p) => ids.get(p)));
    expect(page.meta).toEqual({
      total: finds.length,
      page: 1,
      per_page: 20,
      last_page: 1,
      total_exact: true,
    });
  });

  it('filters by state (its name or UF) with the total of the state, alone or with a search', async () => {
    const rio = await list({ state: 'RJ' });
    expect(rio.data.map((u) => u.user_id)).toEqual([ids.get(ananias), ids.get(joao)]);
    expect(rio.meta).toEqual({ total: 2, page: 1, per_page: 20, last_page: 1, total_exact: true });
    expect(await found({ state: 'Rio de Janeiro', search: 'conceicao' })).toEqual([ids.get(joao)]);
    expect(await found({ state: 'São Paulo', search: 'ana' })).toEqual([ids.get(ana)]);
    const sp = await list({ state: 'sp', per_page: 5, page: 5 });
    expect(sp.meta).toEqual({ total: 23, page: 5, per_page: 5, last_page: 5, total_exact: true });
    expect(sp.data).toHaveLength(3);
    expect(await list({ state: 'Atlântida' })).toEqual({
      data: [],
      meta: { total: 0, page: 1, per_page: 20, last_page: 1, total_exact: true },
    });
  });

  it('lets the search use the trigram indexes of the stored folded full name and e-mail', async () => {
    const { where, params } = userSearchWhere({ search: 'conceicao' });
    // The table is tiny: without a sequential or plain index scan to pick, a usable index shows up.
    const plan = await t.db.orm.em.fork().transactional(async (em) => {
      for (const setting of ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'])
        await em.execute(`set local ${setting} = off`);
      const rows = await em.execute<{ 'QUERY PLAN': string }[]>(
        `explain select count(*) from ${t.table('users')} where ${where.join(' and ')}`,
        params,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    for (const text of userSearchTexts) expect(plan).toContain(`${text.name}_folded_trgm_idx`);
  });

  it('lets a one- or two-letter search use the btree indexes of the folded full name and e-mail', async () => {
    const { where, params } = userSearchWhere({ search: 'Jô' });
    const plan = await t.db.orm.em.fork().transactional(async (em) => {
      await em.execute('set local enable_seqscan = off');
      const rows = await em.execute<{ 'QUERY PLAN': string }[]>(
        `explain select count(*) from ${t.table('users')} where ${where.join(' and ')}`,
        params,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    for (const text of userSearchTexts) expect(plan).toContain(`${text.name}_folded_prefix_idx`);
  });
});
