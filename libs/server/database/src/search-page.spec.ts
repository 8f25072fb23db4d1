import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { COUNT_AT_MOST, countedPage, searchPage } from './search-page.js';

/** An EntityManager that records its queries and answers the count, then the rows. */
function recorder(total: string, rows: unknown[]) {
  const calls: { sql: string; params: unknown[] }[] = [];
  const em = {
    execute: async (sql: string, params: unknown[]) => {
      calls.push({ sql: sql.replace(/\s+/g, ' ').trim(), params });
      return calls.length === 1 ? [{ total }] : rows;
    },
  } as unknown as EntityManager;
  return { em, calls };
}

describe('countedPage', () => {
  it('counts every match and selects one page of them, in order', async () => {
    const { em, calls } = recorder('7', [{ id: 'a' }]);
    const page = await countedPage<{ id: string }>(em, {
      from: 't x',
      where: ['x.state = ?', 'x.kind = ?'],
      params: ['open', 'bug'],
      select: 'x.id',
      orderBy: 'x.at desc',
      page: { number: 3, size: 2 },
    });
    expect(page).toEqual({ rows: [{ id: 'a' }], total: 7, exact: true });
    expect(calls).toEqual([
      { sql: 'select count(*) as total from t x where x.state = ? and x.kind = ?', params: ['open', 'bug'] },
      {
        sql: 'select x.id from t x where x.state = ? and x.kind = ? order by x.at desc limit ? offset ?',
        params: ['open', 'bug', 2, 4],
      },
    ]);
  });

  it('without conditions or a page: every row', async () => {
    const { em, calls } = recorder('0', []);
    expect(await countedPage(em, { from: 't', where: [], params: [], select: '*', orderBy: 'id' })).toEqual({
      rows: [],
      total: 0,
      exact: true,
    });
    expect(calls.map((c) => c.sql)).toEqual([
      'select count(*) as total from t',
      'select * from t order by id',
    ]);
  });

  it('with countAtMost, counts no further: more matches give that number, not exact', async () => {
    const bounded = (counted: string) =>
      countedPage(recorder(counted, []).em, {
        from: 't',
        where: ['t.a = ?'],
        params: [1],
        select: '*',
        orderBy: 'id',
        countAtMost: 10,
      });
    expect(await bounded('11')).toEqual({ rows: [], total: 10, exact: false });
    expect(await bounded('10')).toEqual({ rows: [], total: 10, exact: true });
    const { em, calls } = recorder('3', []);
    await countedPage(em, { from: 't', where: [], params: [], select: '*', orderBy: 'id', countAtMost: 10 });
    expect(calls[0]!.sql).toBe('select count(*) as total from (select 1 from t limit 11) counted');
  });
});

describe('searchPage', () => {
  it('adds the folded search over every expression to the conditions', async () => {
    const { em, calls } = recorder('1', [{ id: 'f1' }]);
    const found = await searchPage(em, {
      from: 'f',
      id: 'f.id',
      conditions: [{ sql: 'f.week = ?', param: '2026-W48' }],
      search: 'São_',
      searchIn: {
        own: [
          { name: 'forums_name', expression: 'name' },
          { name: 'forums_city', expression: 'city' },
        ],
      },
      orderBy: 'f.id',
      page: 1,
      perPage: 20,
    });
    expect(found).toEqual({ ids: ['f1'], total: 1, exact: true });
    expect(calls[1]!.params).toEqual(['2026-W48', '%sao\\_%', '%sao\\_%', 20, 0]);
    expect(calls[1]!.sql).toContain(
      'where f.week = ? and ((forums_name_folded like ? or forums_city_folded like ?))',
    );
  });

  it('counts up to COUNT_AT_MOST: more matches are "mais de"', async () => {
    const { em, calls } = recorder(String(COUNT_AT_MOST + 1), []);
    const found = await searchPage(em, {
      from: 'f',
      id: 'f.id',
      conditions: [],
      search: undefined,
      searchIn: { own: [{ name: 'forums_name', expression: 'name' }] },
      orderBy: 'f.id',
      page: 1,
      perPage: 20,
    });
    expect(found).toEqual({ ids: [], total: COUNT_AT_MOST, exact: false });
    expect(calls[0]!.sql).toBe(
      `select count(*) as total from (select 1 from f limit ${COUNT_AT_MOST + 1}) counted`,
    );
  });
});
