/**
 * Lower case without accents, trimmed: 'São Paulo ' → 'sao paulo'. The one folding of every
 * accent- and case-blind comparison (city search, FAQ search, admin search, city slugs).
 */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
