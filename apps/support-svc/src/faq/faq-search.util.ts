import { foldAccents } from '@encontro/contracts';
/** Lower case without accents, so 'indicacao' finds 'Indicação'. */
export const foldText = foldAccents;

/** Every word of the search appears somewhere in the texts (accents and case ignored). */
export function matchesSearch(search: string, ...texts: string[]): boolean {
  const haystack = foldText(texts.join(' '));
  return foldText(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
