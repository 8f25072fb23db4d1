import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { configurePtBrMessages, ptBrIssueMessage } from './locale.js';

configurePtBrMessages();

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe(configurePtBrMessages.name, () => {
  it.each([
    ['a number for a string', z.string(), 1, 'Tipo inválido: esperado texto, recebido número.'],
    ['a string for a number', z.number(), 'x', 'Tipo inválido: esperado número, recebido texto.'],
    ['a list for an object', z.object({}), [], 'Tipo inválido: esperado objeto, recebido lista.'],
    ['null for a boolean', z.boolean(), null, 'Tipo inválido: esperado verdadeiro ou falso, recebido nulo.'],
    ['a missing value', z.string(), undefined, 'Campo obrigatório.'],
    ['an option not in the list', z.enum(['M', 'F', 'O']), 'X', 'Opção inválida: use "M", "F", "O".'],
    ['another literal', z.literal('general'), 'host', 'Valor inválido: esperado "general".'],
    ['a malformed UUID', z.string().uuid(), 'abc', 'Identificador inválido.'],
    ['text over its maximum', z.string().max(3), 'abcd', 'Deve ter no máximo 3 caracteres.'],
    ['text under its minimum', z.string().min(6), 'abc', 'Deve ter pelo menos 6 caracteres.'],
    ['empty required text', z.string().min(1), '', 'Campo obrigatório.'],
    ['a list too long', z.array(z.string()).max(1), ['a', 'b'], 'Deve ter no máximo 1 item.'],
    ['a number too big', z.number().max(100), 101, 'Deve ser no máximo 100.'],
    ['a number too small', z.number().min(1), 0, 'Deve ser no mínimo 1.'],
    ['a non-integer', z.number().int(), 1.5, 'Tipo inválido: esperado número inteiro, recebido número.'],
    ['a prefix', z.string().startsWith('http'), 'ftp', 'Texto inválido: deve começar com "http".'],
    ['a pattern', z.string().regex(/^\d+$/), 'x', 'Formato inválido.'],
    ['an unknown key', z.strictObject({}), { a: 1 }, 'Campo não reconhecido: a.'],
  ])('says %s in pt-BR', (_case, schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it('keeps the words of zod pt-BR where they already are (e-mail format)', () => {
    expect(firstMessage(z.email(), 'x')).toBe('Formato do endereço de e-mail inválido');
  });

  it('never overrides a message the schema gives itself', () => {
    expect(firstMessage(z.string().max(3, 'Nome deve ter no máximo 3 caracteres'), 'abcd')).toBe(
      'Nome deve ter no máximo 3 caracteres',
    );
    expect(firstMessage(z.enum(['a'], { message: 'Tipo inválido' }), 'b')).toBe('Tipo inválido');
  });

  it('leaves no European Portuguese or English in any message it writes', () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.string().max(1), 'ab'],
      [z.number().min(2), 1],
      [z.array(z.number()).min(2), [1]],
      [z.record(z.string(), z.number()), 1],
      [z.tuple([z.string()]), 'x'],
      [z.union([z.string(), z.number()]), true],
      [z.date(), 'x'],
      [z.bigint(), 1],
    ];
    for (const [schema, value] of schemas) {
      const message = firstMessage(schema, value) ?? '';
      expect(message).not.toMatch(/Demasiado|ficheiro|registo|tuplo|Invalid|expected|received|Too /);
      expect(message.length).toBeGreaterThan(0);
    }
  });

  it('answers undefined for the issues zod pt-BR already words well, so the locale speaks', () => {
    expect(
      ptBrIssueMessage({ code: 'invalid_format', format: 'email', input: 'x', path: [] } as never),
    ).toBeUndefined();
  });
});
