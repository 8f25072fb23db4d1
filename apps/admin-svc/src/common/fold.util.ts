import { foldAccents } from '@encontro/contracts';
/**
 * Case- and accent-blind search: the text is folded once in JS (stored or searched) and the few
 * columns compared in SQL are folded by `foldSql`, which maps the same pt-BR letters the same way.
 */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyy';

/** Lower case without accents, whitespace collapsed: 'BÔBO  São' → 'bobo sao'. */
export function fold(text: string): string {
  return foldAccents(text).replace(/\s+/g, ' ');
}

/** The SQL twin of `fold` for a column expression (no extension needed). */
export const foldSql = (expression: string): string =>
  `translate(lower(${expression}), '${ACCENTED}', '${PLAIN}')`;

/** A LIKE pattern that finds `text` anywhere, with LIKE's own wildcards escaped. */
export const containsPattern = (text: string): string =>
  `%${fold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
