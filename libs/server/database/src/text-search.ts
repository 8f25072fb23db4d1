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
