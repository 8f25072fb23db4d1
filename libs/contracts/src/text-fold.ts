/**
 * Lower case without accents, trimmed: 'São Paulo ' → 'sao paulo'. The one folding of every
 * accent- and case-blind comparison (city search, FAQ search, admin search, city slugs).
 */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** `foldAccents` for a search: also inner whitespace collapsed, 'Pão  de Açúcar' → 'pao de acucar'. */
export function foldSearchText(text: string): string {
  return foldAccents(text).replace(/\s+/g, ' ');
}

/**
 * `foldAccents` as a table for SQL's `translate(text, from, to)`: every letter of Latin-1 and Latin
 * Extended (U+00C0–U+024F) that it folds into one other letter, in both cases. Derived from
 * `foldAccents`, so the database folds columns exactly as JS folds the text it compares them with.
 */
export const accentFoldingTable: { readonly from: string; readonly to: string } = (() => {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x24f; code += 1) {
    const letter = String.fromCodePoint(code);
    const folded = foldAccents(letter);
    if (folded.length === 1 && folded !== letter && /\p{L}/u.test(letter)) {
      from += letter;
      to += folded;
    }
  }
  return { from, to };
})();
