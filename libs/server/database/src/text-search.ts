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

/** A searched text of a table: the name of its stored folded copy and indexes, and the text it folds. */
export type SearchedText = {
  name: string;
  expression: string;
  /** False for a text without a length limit: a btree entry holds at most about 2.7 kB. */
  prefixIndex?: boolean;
};

/**
 * The text's folded copy, a stored generated column (`foldedSearchIndexes`): folded once when the row is
 * written. Folding on every search (`translate` with the contracts' table) costs ~45 µs a row, 1 s for
 * 23,000 posts; comparing the stored copy costs ~1 µs.
 */
export const foldedColumn = (text: Pick<SearchedText, 'name'>): string => `${text.name}_folded`;

/** `term` folded, contained in one of the stored folded `columns`, or its start for one or two letters. */
function storedMatch(columns: readonly string[], term: string): { sql: string; params: string[] } {
  const folded = escapeLike(foldSearchText(term));
  const pattern = foldSearchText(term).length < SHORT_SEARCH ? `${folded}%` : `%${folded}%`;
  return { sql: `(${columns.map((c) => `${c} like ?`).join(' or ')})`, params: columns.map(() => pattern) };
}

/** Texts of another table a list's rows point at: `column` (of the row) is the `key` of one row of `table`. */
export type RelatedSearch = { column: string; table: string; key: string; texts: readonly SearchedText[] };

/** Where a list searches: texts of its own row, and texts of related tables (an author, a host). */
export type SearchIn = {
  /** The row's stored folded texts: only their names are read (a copy kept by a trigger has no expression). */
  own: readonly (Pick<SearchedText, 'name'> & Partial<SearchedText>)[];
  related?: readonly RelatedSearch[];
};

/**
 * SQL and its parameters: the folded `term` in the row's own stored folded texts or in its related
 * row's (looked up by its key, one index probe per row of the list). Not `column = any(array(select
 * key …))`: a common name's 100,000 keys are compared one by one with every row. Not a hashed `in
 * (select …)` either: a common name finds 128,000 people in a million. The lists searched this way hold
 * thousands to tens of thousands of rows.
 */
export function foldedSearch(where: SearchIn, term: string): { sql: string; params: string[] } {
  const branches: string[] = [];
  const params: string[] = [];
  if (where.own.length) {
    const own = storedMatch(where.own.map(foldedColumn), term);
    branches.push(own.sql);
    params.push(...own.params);
  }
  for (const related of where.related ?? []) {
    const match = storedMatch(
      related.texts.map((text) => `rel.${foldedColumn(text)}`),
      term,
    );
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

/**
 * What `foldedSearch` reads for each searched text of `table`, as statements (undone by
 * `dropFoldedSearchIndexes`): its stored folded copy (`foldedColumn`), a trigram GIN index on it for a
 * contains search, and a `text_pattern_ops` btree on it for a one- or two-letter prefix.
 */
export function foldedSearchIndexes(table: string, texts: readonly SearchedText[]): string[] {
  return texts.flatMap((text) => {
    const column = foldedColumn(text);
    return [
      `alter table ${table} add column ${column} text generated always as (${foldSql(text.expression)}) stored`,
      `create index ${text.name}_folded_trgm_idx on ${table} using gin (${column} public.gin_trgm_ops)`,
      ...(text.prefixIndex === false
        ? []
        : [`create index ${text.name}_folded_prefix_idx on ${table} (${column} text_pattern_ops)`]),
    ];
  });
}

/** Drops what `foldedSearchIndexes` made: the folded copies (their indexes go with them). */
export function dropFoldedSearchIndexes(table: string, texts: readonly { name: string }[]): string[] {
  return texts.map((text) => `alter table ${table} drop column if exists ${foldedColumn(text)}`);
}
