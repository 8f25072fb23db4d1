import type { EntityManager } from '@mikro-orm/postgresql';
import { foldedContains } from '@encontro/server-database';

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
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const [counted] = await em.execute<{ total: string }[]>(
    `select count(*) as total from ${q.from} ${filter}`,
    params,
  );
  const rows = await em.execute<{ id: string }[]>(
    `select ${q.id} from ${q.from} ${filter} order by ${q.orderBy} limit ? offset ?`,
    [...params, q.perPage, (q.page - 1) * q.perPage],
  );
  return { ids: rows.map((r) => r.id), total: Number(counted?.total ?? 0) };
}
