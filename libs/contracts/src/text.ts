import { z } from 'zod';

/**
 * The one rule for text that comes from outside (request bodies, queries, path ids, multipart
 * fields, NATS commands): Postgres cannot store a NUL (U+0000) and UTF-8 cannot encode a lone
 * UTF-16 surrogate, so both are refused with a pt-BR message; and text made only of spaces and
 * zero-width characters (U+200B, U+200C, U+200D, U+2060, U+FEFF) is blank.
 */
export const textMessages = {
  invalidCharacters: 'Texto contém caracteres inválidos.',
} as const;

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BLANK = '(?:\\s|\u200B|\u200C|\u200D|\u2060|\uFEFF)+';
const BLANK_EDGES = new RegExp(`^${BLANK}|${BLANK}$`, 'g');

/** True when Postgres can store the text as it is (no NUL, no lone surrogate). */
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** Spaces and zero-width characters removed from both ends. */
export const trimText = (value: string): string => value.replace(BLANK_EDGES, '');

/** Nothing but spaces and zero-width characters (or nothing at all). */
export const isBlankText = (value: string): boolean => trimText(value) === '';

/**
 * The path of the first string (or object key) in a parsed body, query or params that Postgres
 * cannot store, e.g. `['posts', '0', 'content']`; undefined when all of it can be stored. Walks
 * without recursion, so a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown): string[] | undefined {
  type Step = { key: string; parent: Step | undefined } | undefined;
  const pathOf = (step: Step, last?: string) => {
    const path = last === undefined ? [] : [last];
    for (let s = step; s; s = s.parent) path.push(s.key);
    return path.reverse();
  };
  const stack: [unknown, Step][] = [[value, undefined]];
  while (stack.length > 0) {
    const [current, step] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1)
        stack.push([current[i], { key: String(i), parent: step }]);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current as Record<string, unknown>);
      for (const [key] of entries) if (!isStorableText(key)) return pathOf(step, key);
      for (let i = entries.length - 1; i >= 0; i -= 1)
        stack.push([entries[i]![1], { key: entries[i]![0], parent: step }]);
    }
  }
  return undefined;
}

const storable = { message: textMessages.invalidCharacters, abort: true } as const;

/** `z.string()` that refuses text Postgres cannot store: for every string a request or command carries. */
export const storableString = (params?: string | z.core.$ZodStringParams) =>
  z.string(params).refine(isStorableText, storable);

export type TextOptions = {
  /**
   * false keeps the value as typed (passwords), except that text with nothing but spaces and
   * zero-width characters still reads as blank ('').
   */
  trim?: boolean;
  /** The message when the value is not a string at all (e.g. a number). */
  message?: string;
};

/**
 * A free-text field of a request. A missing value (undefined, null) reads as '', so a required
 * field answers its own 'X é obrigatório' instead of a type error; the text is trimmed of spaces
 * and zero-width characters (zero-width-only text is blank); text Postgres cannot store is refused.
 * Chain `.pipe(z.string().min(1, …).max(…))` for the field's own rules.
 */
export const text = ({ trim = true, message }: TextOptions = {}) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return '';
      if (typeof v !== 'string') return v;
      if (trim) return trimText(v);
      return isBlankText(v) ? '' : v;
    },
    storableString(message === undefined ? undefined : { message }),
  );

/**
 * An optional free-text field (searches, filters, optional reasons): blank or missing is
 * undefined, anything but a string is ignored (a repeated query parameter arrives as a list);
 * text Postgres cannot store is refused.
 */
export const optionalText = (max: number, tooLong?: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? trimText(v) || undefined : undefined),
    storableString().max(max, tooLong).optional(),
  );
