import { describe, expect, it } from '@jest/globals';
import { fieldErrorsFromIssues } from './errors.js';

describe('fieldErrorsFromIssues', () => {
  it('groups the messages by field, the first message leading', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['email'], message: 'E-mail inválido.' },
        { path: ['email'], message: 'E-mail já cadastrado.' },
        { path: [], message: 'Dados inválidos.' },
      ]),
    ).toEqual({
      message: 'E-mail inválido.',
      errors: { email: ['E-mail inválido.', 'E-mail já cadastrado.'], general: ['Dados inválidos.'] },
    });
  });

  it('names fields that are also names of Object.prototype (query keys a client chose) like any other', () => {
    const { errors } = fieldErrorsFromIssues([
      { path: ['constructor'], message: 'Texto contém caracteres inválidos.' },
      { path: ['__proto__'], message: 'Texto contém caracteres inválidos.' },
      { path: ['toString', 'x'], message: 'Texto contém caracteres inválidos.' },
    ]);
    expect(Object.keys(errors)).toEqual(['constructor', '__proto__', 'toString.x']);
    expect(JSON.parse(JSON.stringify(errors))).toEqual({
      constructor: ['Texto contém caracteres inválidos.'],
      ['__proto__']: ['Texto contém caracteres inválidos.'],
      'toString.x': ['Texto contém caracteres inválidos.'],
    });
  });
});
