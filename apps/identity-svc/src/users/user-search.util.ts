import { type PageSpec, type SearchedText, foldSql, foldedSearch } from '@encontro/server-database';

/**
 * What the admin's user search looks in, over the users table's own columns: the full name (so
 * 'Ana Souza', 'Ana' and 'Souza' all match) and the e-mail. Migration 0006 stores each one folded and
 * indexes it (`foldedSearchIndexes`); a change here needs a new migration.
 */
export const userSearchTexts: readonly SearchedText[] = [
  { name: 'users_full_name', expression: "name || ' ' || surname" },
  { name: 'users_email', expression: 'email' },
];

/** The expressions migrations 0004 and 0005 indexed folded at query time (0006 replaced them). */
export const userSearchExpressions = ["name || ' ' || surname", 'email'] as const;

/** The trigram index of each searched expression, folded as the search folds it (0004; 0006 dropped it). */
export const userSearchIndexes = [
  { name: 'users_full_name_folded_trgm_idx', expression: foldSql(userSearchExpressions[0]) },
  { name: 'users_email_folded_trgm_idx', expression: foldSql(userSearchExpressions[1]) },
] as const;

/** The same expressions' btree indexes (`text_pattern_ops`, migration 0005; 0006 dropped them). */
export const userPrefixIndexes = [
  { name: 'users_full_name_folded_prefix_idx', expression: foldSql(userSearchExpressions[0]) },
  { name: 'users_email_folded_prefix_idx', expression: foldSql(userSearchExpressions[1]) },
] as const;

export type UserSearch = {
  search?: string | undefined;
  /** The state's full name, as stored. */
  state?: string | undefined;
  /** Only these accounts (the integrity tab asks about a cluster's). */
  ids?: string[] | undefined;
  page: PageSpec;
};

/** The conditions (on the users table, unaliased) and their parameters for a search's filters. */
export function userSearchWhere(filter: Omit<UserSearch, 'page'>): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.state) {
    where.push('state = ?');
    params.push(filter.state);
  }
  if (filter.ids) {
    where.push(`id in (${filter.ids.map(() => '?').join(', ')})`);
    params.push(...filter.ids);
  }
  if (filter.search) {
    const search = foldedSearch({ own: userSearchTexts }, filter.search);
    where.push(search.sql);
    params.push(...search.params);
  }
  return { where, params };
}
