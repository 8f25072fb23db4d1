/**
 * Censored words (SPEC §2 Admin "Palavras Censuradas", issue 5): whole-word matching, blind to case and
 * to pt-BR accents ('bobo' masks 'BÔBO!' and 'Bobo' but not 'bobagem'); a `*` inside an entry stands
 * for any run of letters or digits ('bob*' masks 'bobagem'). Each letter or digit of a match becomes
 * '*'; punctuation and spaces stay. An entry may hold several words ('seu bobo'): any whitespace
 * between them matches.
 */

import { foldAccents, foldSearchText } from './text-fold.js';

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Lower case, accents removed, inner whitespace collapsed, trimmed: how an entry is compared and stored. */
export function normalizeCensoredWord(word: string): string {
  return foldSearchText(word);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The regex source of one normalized entry, or null when it has no letter or digit. */
function entryPattern(entry: string): string | null {
  if (!WORD_CHAR.test(entry)) return null;
  return entry
    .split(' ')
    .map((word) => word.split('*').map(escapeRegExp).join('[\\p{L}\\p{N}]*'))
    .join('\\s+');
}

let cache: { key: string; regex: RegExp | null } | undefined;

function compile(words: readonly string[]): RegExp | null {
  const key = words.join('\u0000');
  if (cache?.key === key) return cache.regex;
  const patterns = [...new Set(words.map(normalizeCensoredWord))]
    .map(entryPattern)
    .filter((p): p is string => p !== null)
    .sort((a, b) => b.length - a.length);
  const regex = patterns.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${patterns.join('|')})(?![\\p{L}\\p{N}])`, 'gu')
    : null;
  cache = { key, regex };
  return regex;
}

/** Folds `text` char by char, remembering which original index each folded char came from. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    // foldAccents trims: a space stays a space here, so every index keeps its origin.
    const mapped = /\s/u.test(char) ? char : foldAccents(char);
    for (const unit of mapped.split('')) {
      folded += unit;
      origin.push(index);
    }
    index += char.length;
  }
  return { folded, origin };
}

/** `text` with every censored word masked ('*' per letter or digit). An empty list changes nothing. */
export function maskCensoredWords(text: string, words: readonly string[]): string {
  const regex = compile(words);
  if (!regex || !text) return text;
  const { folded, origin } = fold(text);
  const masked = new Set<number>();
  for (const match of folded.matchAll(regex)) {
    const start = origin[match.index] ?? 0;
    const lastFolded = match.index + match[0].length - 1;
    const lastOrigin = origin[lastFolded] ?? start;
    // The last char of the match may be followed by combining marks in the original (NFD input).
    let end = lastOrigin + (text.codePointAt(lastOrigin)! > 0xffff ? 2 : 1);
    while (end < text.length && /\p{M}/u.test(text[end]!)) end++;
    for (let i = start; i < end; i++) masked.add(i);
  }
  if (masked.size === 0) return text;
  let out = '';
  let i = 0;
  for (const char of text) {
    if (!masked.has(i)) out += char;
    else if (WORD_CHAR.test(char)) out += '*';
    else if (!/\p{M}/u.test(char)) out += char;
    i += char.length;
  }
  return out;
}
