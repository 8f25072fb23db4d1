import { accentFoldingTable, foldSearchText } from '@encontro/contracts';

/** `text` for a LIKE pattern: its `%`, `_` and `\` taken as written. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * SQL: `expression` folded as `foldAccents` folds text (case and accents), from the contracts' own
 * table: plain functions, so it needs no extension and may be indexed.
 */
export const foldSql = (expression: string): string =>
  `lower(translate(${expression}, '${accentFoldingTable.from}', '${accentFoldingTable.to}'))`;

/** The LIKE pattern that finds the folded `term` anywhere in a folded text. */
export const foldedPattern = (term: string): string => `%${escapeLike(foldSearchText(term))}%`;

/**
 * SQL and its parameters: one of `expressions`, folded, contains `term`, folded — 'florianopolis'
 * finds 'Florianópolis', 'CONCEIÇÃO' finds 'Conceicao'. Every admin search is this one rule.
 */
export function foldedContains(
  expressions: readonly string[],
  term: string,
): { sql: string; params: string[] } {
  const pattern = foldedPattern(term);
  return {
    sql: `(${expressions.map((e) => `${foldSql(e)} like ?`).join(' or ')})`,
    params: expressions.map(() => pattern),
  };
}

/**
 * SQL and its parameters: one of `expressions`, folded, starts with `term`, folded. What a search of one
 * or two letters asks: no trigram serves them, and "contains" would read every row of a big table; a
 * btree index on the folded expression with `text_pattern_ops` serves a prefix.
 */
export function foldedStartsWith(
  expressions: readonly string[],
  term: string,
): { sql: string; params: string[] } {
  const pattern = `${escapeLike(foldSearchText(term))}%`;
  return {
    sql: `(${expressions.map((e) => `${foldSql(e)} like ?`).join(' or ')})`,
    params: expressions.map(() => pattern),
  };
}

/** Below this many letters no trigram serves a search: it matches the start of the text instead. */
export const SHORT_SEARCH = 3;

/**
 * The admin search rule for `term` over `expressions`: contains it (`foldedContains`), or for one or
 * two letters starts with it (`foldedStartsWith`), so that an index serves either: a trigram GIN
 * index, or a `text_pattern_ops` btree, on each expression's `foldSql` (`foldedSearchIndexes`).
 */
export function foldedMatch(expressions: readonly string[], term: string): { sql: string; params: string[] } {
  return (foldSearchText(term).length < SHORT_SEARCH ? foldedStartsWith : foldedContains)(expressions, term);
}

/** Texts of another table a list's rows point at: `column` (of the row) is the `key` of one row of `table`. */
export type RelatedSearch = { column: string; table: string; key: string; expressions: readonly string[] };

/** Where a list searches: expressions over its own row, and texts of related tables (an author, a host). */
export type SearchIn = { own: readonly string[]; related?: readonly RelatedSearch[] };

/**
 * SQL and its parameters: `foldedMatch` of `term` in the row's own expressions or in its related row's
 * (looked up by its key, one index probe per row of the list). Not `column = any(array(select key …))`:
 * a common name's 100,000 keys are compared one by one with every row. Not a hashed `in (select …)`
 * either: folding (`translate`) the 128,000 people a trigram index finds for 'ana' takes seconds. The
 * lists searched this way hold thousands to tens of thousands of rows; the people tables a million.
 */
export function foldedSearch(where: SearchIn, term: string): { sql: string; params: string[] } {
  const branches: string[] = [];
  const params: string[] = [];
  if (where.own.length) {
    const own = foldedMatch(where.own, term);
    branches.push(own.sql);
    params.push(...own.params);
  }
  for (const related of where.related ?? []) {
    const match = foldedMatch(related.expressions, term);
    branches.push(
      `coalesce((select ${match.sql} from ${related.table} rel where rel.${related.key} = ${related.column}), false)`,
    );
    params.push(...match.params);
  }
  return { sql: `(${branches.join(' or ')})`, params };
}

/** pg_trgm, once per database in `public`; parallel migrations race on it, the loser's error means it is there. */
export const createPgTrgmSql = `do $$
  begin
    create extension if not exists pg_trgm with schema public;
  exception when unique_violation or duplicate_object then null;
  end $$`;

/** A searched expression of a table and the name its indexes start with. */
export type SearchedText = {
  name: string;
  expression: string;
  /** False for a text without a length limit: a btree entry holds at most about 2.7 kB. */
  prefixIndex?: boolean;
};

/**
 * The indexes `foldedSearch` uses for each searched expression of `table`, as `create index`
 * statements (drop with `dropFoldedSearchIndexes`): a trigram GIN index on its `foldSql` for a
 * contains search, and a `text_pattern_ops` btree on it for a one- or two-letter prefix.
 */
export function foldedSearchIndexes(table: string, texts: readonly SearchedText[]): string[] {
  return texts.flatMap(({ name, expression, prefixIndex = true }) => [
    `create index ${name}_folded_trgm_idx on ${table} using gin ((${foldSql(expression)}) public.gin_trgm_ops)`,
    ...(prefixIndex
      ? [`create index ${name}_folded_prefix_idx on ${table} ((${foldSql(expression)}) text_pattern_ops)`]
      : []),
  ]);
}

export function dropFoldedSearchIndexes(expressions: readonly { name: string }[]): string[] {
  return expressions.flatMap(({ name }) => [
    `drop index if exists ${name}_folded_trgm_idx`,
    `drop index if exists ${name}_folded_prefix_idx`,
  ]);
}
