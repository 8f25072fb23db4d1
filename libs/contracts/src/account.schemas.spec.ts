import { describe, expect, it } from '@jest/globals';
import { accountMessages, loginSchema, registerSchema, verifyEmailSchema } from './account.schemas.js';
import { validRegistration } from '../test/support/requests.js';
import { fieldErrorsFromIssues } from './errors.js';

describe('loginSchema', () => {
  it('asks for the e-mail and the password in pt-BR', () => {
    const result = loginSchema.safeParse({});
    expect(result.success).toBe(false);
    const { errors } = fieldErrorsFromIssues(result.error!.issues);
    expect(errors.email).toEqual([accountMessages.emailRequired]);
    expect(errors.password).toEqual([accountMessages.passwordRequired]);
  });

  it('refuses a malformed e-mail and a short password', () => {
    const result = loginSchema.safeParse({ email: 'nope', password: '123' });
    const { errors } = fieldErrorsFromIssues(result.error!.issues);
    expect(errors.email).toEqual(['E-mail inválido']);
    expect(errors.password).toEqual(['Senha deve ter pelo menos 6 caracteres']);
  });

  it('trims the e-mail', () => {
    expect(loginSchema.parse({ email: ' a@b.co ', password: 'Secret1' }).email).toBe('a@b.co');
  });
});

describe('registerSchema', () => {
  it('accepts a complete registration', () => {
    expect(registerSchema.safeParse(validRegistration).success).toBe(true);
  });

  it('says the passwords do not match', () => {
    const result = registerSchema.safeParse({ ...validRegistration, password_confirmation: 'Outra123' });
    expect(result.error!.issues.map((i) => i.message)).toContain('As senhas não coincidem.');
  });

  it('asks for every required field with one message', () => {
    const result = registerSchema.safeParse({});
    const messages = new Set(result.error!.issues.map((i) => i.message));
    expect(messages).toEqual(new Set([accountMessages.requiredFields]));
  });

  it('refuses unaccepted terms', () => {
    const result = registerSchema.safeParse({ ...validRegistration, terms_accepted: false });
    expect(result.success).toBe(false);
  });
});

describe('verifyEmailSchema', () => {
  it('says the link is invalid when only the e-mail came', () => {
    const result = verifyEmailSchema.safeParse({ email: 'a@b.co' });
    expect(result.error!.issues[0]!.message).toBe('Link de verificação inválido ou expirado.');
  });

  it('says the link was not found when nothing came', () => {
    const result = verifyEmailSchema.safeParse({});
    expect(result.error!.issues[0]!.message).toBe('Link de verificação não encontrado.');
  });
});
