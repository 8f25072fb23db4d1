import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import {
  findUnstorableText,
  isBlankText,
  isStorableText,
  optionalText,
  storableString,
  text,
  textMessages,
  trimText,
} from './text.js';

const INVALID = textMessages.invalidCharacters;
const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
const required = text().pipe(
  z.string().min(1, { message: 'Nome é obrigatório', abort: true }).max(50, 'longo'),
);

describe('the shared text rule', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone high surrogate at the end', 'ab\uD83D'],
    ['a lone low surrogate', '\uDE00ab'],
    ['two high surrogates', '\uD83D\uD83D\uDE00'],
  ])('refuses %s as text Postgres cannot store', (_case, value) => {
    expect(isStorableText(value)).toBe(false);
    expect(messages(required, value)).toEqual([INVALID]);
    expect(messages(storableString(), value)).toEqual([INVALID]);
    expect(messages(optionalText(100), value)).toEqual([INVALID]);
  });

  it.each([
    ['accents', 'São Paulo, ação'],
    ['an emoji (a surrogate pair)', 'Oi 😀'],
    ['a family emoji (zero-width joiners inside)', '👨‍👩‍👧'],
    ['line breaks and tabs', 'a\nb\tc'],
  ])('accepts %s', (_case, value) => {
    expect(isStorableText(value)).toBe(true);
    expect(required.safeParse(value).success).toBe(true);
  });

  it.each([
    ['U+200B', '\u200B'],
    ['U+200C', '\u200C'],
    ['U+200D', '\u200D'],
    ['U+2060', '\u2060'],
    ['U+FEFF', '\uFEFF'],
    ['zero-width characters between spaces', ' \u200B \u2060\t\uFEFF '],
    ['only spaces', '   '],
  ])('counts %s as blank: the field is "obrigatório"', (_case, value) => {
    expect(isBlankText(value)).toBe(true);
    expect(messages(required, value)).toEqual(['Nome é obrigatório']);
    expect(optionalText(100).parse(value)).toBeUndefined();
  });

  it('trims spaces and zero-width characters from both ends, never from the middle', () => {
    expect(trimText('\u200B Ana\u200BClara \uFEFF')).toBe('Ana\u200BClara');
    expect(required.parse('  Ana  ')).toBe('Ana');
  });

  it('reads a missing value as blank and a wrong type with the field’s own message', () => {
    expect(messages(required, undefined)).toEqual(['Nome é obrigatório']);
    expect(messages(required, null)).toEqual(['Nome é obrigatório']);
    expect(messages(text({ message: 'Nome inválido' }), 12)).toEqual(['Nome inválido']);
  });

  it('keeps a password as typed, but one of nothing but blanks is blank', () => {
    const password = text({ trim: false });
    expect(password.parse(' Senha 1 ')).toBe(' Senha 1 ');
    expect(password.parse('\u200B\u200B\u200B\u200B\u200B\u200B')).toBe('');
    expect(messages(password, 'Senha\u0000')).toEqual([INVALID]);
  });

  it('ignores anything but text in an optional field (a repeated query parameter)', () => {
    expect(optionalText(100).parse(['a', 'b'])).toBeUndefined();
    expect(optionalText(100).parse('  busca ')).toBe('busca');
    expect(messages(optionalText(3, 'longo'), 'abcd')).toEqual(['longo']);
  });

  describe(findUnstorableText.name, () => {
    it('finds the path of the first string Postgres cannot store, at any depth', () => {
      expect(findUnstorableText({ a: 'ok', b: [{ c: 'x\u0000' }] })).toEqual(['b', '0', 'c']);
      expect(findUnstorableText('\uDC00')).toEqual([]);
      expect(findUnstorableText({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    });

    it('answers undefined when everything can be stored', () => {
      expect(findUnstorableText({ a: 'São Paulo 😀', b: [1, true, null, { c: '' }] })).toBeUndefined();
      expect(findUnstorableText(undefined)).toBeUndefined();
    });

    it('walks a very deep body without exhausting the stack', () => {
      let deep: unknown = 'fim\u0000';
      for (let i = 0; i < 100_000; i += 1) deep = [deep];
      expect(findUnstorableText(deep)).toHaveLength(100_000);
    });
  });
});
