import { beforeAll, describe, expect, it } from '@jest/globals';
import { SessionsHandlers } from '../../src/sessions/sessions.handlers.js';
import { PasswordResetHandlers } from '../../src/password-reset/password-reset.handlers.js';
import { linkIn, newEmail, verifiedAccount } from '../support/account-flows.js';
import { identitySuite } from '../support/suite.js';

const throttled = {
  reason: 'LOGIN_THROTTLED',
  message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
};
const invalid = { reason: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos' };

/** What a refusal carries across NATS: the reason, the message and the field errors. */
const refusal = async (attempt: Promise<unknown>) => {
  const error = await attempt.then(
    () => {
      throw new Error('the login was accepted');
    },
    (e: unknown) => e as { reason: string; message: string; errors?: unknown },
  );
  return { reason: error.reason, message: error.message, errors: error.errors };
};

describe('identity-svc login throttle per account', () => {
  const t = identitySuite('identity_throttle');
  const login = (email: string, password: string) =>
    t.get(SessionsHandlers).login({ body: { email, password } });

  beforeAll(() => {
    expect(t.config.LOGIN_MAX_FAILURES).toBe(10);
  });

  it('refuses an account after 10 failures, even with the right password, exactly as an unknown e-mail', async () => {
    const { email, password } = await verifiedAccount(t);
    const unknown = newEmail('ninguem');
    for (let i = 0; i < 10; i += 1) {
      expect(await refusal(login(email, 'Errada123'))).toMatchObject(invalid);
      expect(await refusal(login(unknown, 'Errada123'))).toMatchObject(invalid);
    }
    const known = await refusal(login(email, password));
    expect(known).toMatchObject(throttled);
    expect(await refusal(login(unknown, password))).toEqual(known);
    expect(await refusal(login(email.toUpperCase(), 'Errada123'))).toEqual(known);
  }, 60_000);

  it('counts concurrent guesses exactly: no more than 10 are checked', async () => {
    const { email } = await verifiedAccount(t);
    const results = await Promise.all(Array.from({ length: 25 }, () => refusal(login(email, 'Errada123'))));
    expect(results.filter((r) => r.reason === 'INVALID_CREDENTIALS')).toHaveLength(10);
    expect(results.filter((r) => r.reason === 'LOGIN_THROTTLED')).toHaveLength(15);
  }, 60_000);

  it('counts only failures: a right password starts the count over', async () => {
    const { email, password } = await verifiedAccount(t);
    for (let i = 0; i < 9; i += 1) await refusal(login(email, 'Errada123'));
    await expect(login(email, password)).resolves.toMatchObject({ user: { email } });
    for (let i = 0; i < 9; i += 1) expect(await refusal(login(email, 'Errada123'))).toMatchObject(invalid);
    await expect(login(email, password)).resolves.toMatchObject({ user: { email } });
  }, 60_000);

  it('lets the owner back in at once after a password reset', async () => {
    const { email } = await verifiedAccount(t);
    for (let i = 0; i < 11; i += 1) await refusal(login(email, 'Errada123'));
    expect(await refusal(login(email, 'Errada123'))).toMatchObject(throttled);
    const before = t.mailbox.to(email).length;
    await t.get(PasswordResetHandlers).requestPasswordReset({ body: { email } });
    const token = linkIn(await t.mailbox.waitFor(email, before + 1), '/reset-password').searchParams.get(
      'token',
    )!;
    await t.get(PasswordResetHandlers).resetPassword({ body: { token, password: 'NovaSenha9' } });
    await expect(login(email, 'NovaSenha9')).resolves.toMatchObject({ user: { email } });
  }, 60_000);
});
