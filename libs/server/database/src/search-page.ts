import type { EntityManager } from '@mikro-orm/postgresql';
import { type SearchIn, foldedSearch } from './text-search.js';

/**
 * The most an admin list counts: a million rows, or a common name's 50,000, are 'mais de 1.000' (50 pages of
 * 20; beyond, one refines the search). Counting a common name's first 10,000 read 5,500 pages at a million
 * people (20–60 ms, and outliers over 100 ms when the pages were not cached); 1,000 reads a tenth of them.
 */
export const COUNT_AT_MOST = 1_000;

/** A page of a list: its number (from 1) and how many rows a page holds. */
export type PageSpec = { number: number; size: number };

/**
 * One page of the rows of `from` that meet every `where` condition (their `?` bound to `params`,
 * in order), `select`ed in `orderBy`, and how many rows there are in all. Without `page`, every
 * row. Every admin list counts and pages with this one query pair. With `countAtMost`, the count
 * stops there (`exact` false when more match): counting a million rows, or the 100,000 a common
 * name finds, takes seconds, and nobody pages that far.
 */
export async function countedPage<Row>(
  em: EntityManager,
  q: {
    from: string;
    where: readonly string[];
    params: readonly unknown[];
    select: string;
    orderBy: string;
    page?: PageSpec | undefined;
    countAtMost?: number;
  },
): Promise<{ rows: Row[]; total: number; exact: boolean }> {
  const filter = q.where.length ? `where ${q.where.join(' and ')}` : '';
  const [counted] = await em.execute<{ total: string | number }[]>(
    q.countAtMost === undefined
      ? `select count(*) as total from ${q.from} ${filter}`
      : `select count(*) as total from (select 1 from ${q.from} ${filter} limit ${q.countAtMost + 1}) counted`,
    [...q.params],
  );
  const total = Number(counted?.total ?? 0);
  const paging = q.page
    ? { sql: 'limit ? offset ?', params: [q.page.size, (q.page.number - 1) * q.page.size] }
    : { sql: '', params: [] };
  const rows = await em.execute<Row[]>(
    `select ${q.select} from ${q.from} ${filter} order by ${q.orderBy} ${paging.sql}`,
    [...q.params, ...paging.params],
  );
  const exact = q.countAtMost === undefined || total <= q.countAtMost;
  return { rows, total: exact ? total : q.countAtMost!, exact };
}

/**
 * One page of an admin list, with how many rows match, counted up to COUNT_AT_MOST (`exact` false
 * beyond): the ids (`id`, e.g. `f.id`) of the rows of `from` that meet every condition and, with
 * `search`, match it (`foldedSearch`: folded, wildcards taken as written, an index for each text)
 * in `searchIn`, in `orderBy`.
 */
export async function searchPage(
  em: EntityManager,
  q: {
    from: string;
    id: string;
    conditions: { sql: string; param: unknown }[];
    search: string | undefined;
    searchIn: SearchIn;
    orderBy: string;
    page: number;
    perPage: number;
  },
): Promise<{ ids: string[]; total: number; exact: boolean }> {
  const where = q.conditions.map((c) => c.sql);
  const params = q.conditions.map((c) => c.param);
  if (q.search) {
    const search = foldedSearch(q.searchIn, q.search);
    where.push(search.sql);
    params.push(...search.params);
  }
  const { rows, total, exact } = await countedPage<{ id: string }>(em, {
    from: q.from,
    where,
    params,
    select: q.id,
    orderBy: q.orderBy,
    page: { number: q.page, size: q.perPage },
    countAtMost: COUNT_AT_MOST,
  });
  return { ids: rows.map((r) => r.id), total, exact };
}
