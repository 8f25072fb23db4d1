import type { EntityManager } from '@mikro-orm/postgresql';
import { foldedContains } from './text-search.js';

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
 * One page of an admin list, with how many rows there are in all: the ids (`id`, e.g. `f.id`) of
 * the rows of `from` that meet every condition and, with `search`, contain it (folded, its wildcards
 * taken as written: `foldedContains`) in any of the `searchIn` expressions, in `orderBy`.
 */
export async function searchPage(
  em: EntityManager,
  q: {
    from: string;
    id: string;
    conditions: { sql: string; param: unknown }[];
    search: string | undefined;
    searchIn: string[];
    orderBy: string;
    page: number;
    perPage: number;
  },
): Promise<{ ids: string[]; total: number }> {
  const where = q.conditions.map((c) => c.sql);
  const params = q.conditions.map((c) => c.param);
  if (q.search) {
    const search = foldedContains(q.searchIn, q.search);
    where.push(search.sql);
    params.push(...search.params);
  }
  const { rows, total } = await countedPage<{ id: string }>(em, {
    from: q.from,
    where,
    params,
    select: q.id,
    orderBy: q.orderBy,
    page: { number: q.page, size: q.perPage },
  });
  return { ids: rows.map((r) => r.id), total };
}
