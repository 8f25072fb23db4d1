import { describe, expect, it } from '@jest/globals';
import { type AccessTokenClaims, authRedisKeys, isRevokedByMark } from '@encontro/contracts';
import { JwtService } from '@nestjs/jwt';
import { providersOf } from '@encontro/testing';
import { PasswordResetHandlers } from '../../src/password-reset/password-reset.handlers.js';
import { SessionsHandlers } from '../../src/sessions/sessions.handlers.js';
import { RegistrationHandlers } from '../../src/registration/registration.handlers.js';
import {
  PASSWORD,
  linkIn,
  newEmail,
  registerAndReadLink,
  verifiedAccount,
} from '../support/account-flows.js';
import { PUBLIC_URL } from '../support/identity-test-app.js';
import { identitySuite } from '../support/suite.js';

const NEW_PASSWORD = 'NovaSenha9';
const requestedAnswer = {
  success: true,
  message: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
};
const invalidLink = {
  reason: 'RESET_LINK_INVALID',
  message: 'Link de redefinição inválido ou expirado.',
  errors: { token: ['Link de redefinição inválido ou expirado.'] },
};

describe('identity-svc password reset', () => {
  const t = identitySuite('identity_reset');
  const h = providersOf(t, { reset: PasswordResetHandlers, sessions: SessionsHandlers });

  /** Asks for a reset and returns the token of the e-mail it sent. */
  async function requestLink(email: string): Promise<string> {
    const before = t.mailbox.to(email).length;
    await expect(h.reset.requestPasswordReset({ body: { email } })).resolves.toEqual(requestedAnswer);
    const mail = await t.mailbox.waitFor(email, before + 1);
    return linkIn(mail, '/reset-password').searchParams.get('token')!;
  }

  it('answers the same for an unknown e-mail and mails a pt-BR reset link only to a known one', async () => {
    const { email } = await verifiedAccount(t);
    const unknown = newEmail('ninguem');
    await expect(h.reset.requestPasswordReset({ body: { email: unknown } })).resolves.toEqual(
      requestedAnswer,
    );
    await expect(h.reset.requestPasswordReset({ body: { email: email.toUpperCase() } })).resolves.toEqual(
      requestedAnswer,
    );
    await t.mailSettled();

    const mail = await t.mailbox.waitFor(email, 2);
    expect(mail.subject).toBe('Redefinição de senha do Encontro');
    expect(mail.text).toContain('O link expira em 1 hora.');
    const link = linkIn(mail, '/reset-password');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t.mailbox.to(unknown)).toHaveLength(0);
  });

  it('sets the new password, ends every session issued before it, whatever its second, and uses the link up', async () => {
    const { email, userId } = await verifiedAccount(t);
    const token = await requestLink(email);
    const { token: open } = await h.sessions.login({ body: { email, password: PASSWORD } });

    await expect(h.reset.resetPassword({ body: { token, password: NEW_PASSWORD } })).resolves.toEqual({
      success: true,
      message: 'Senha redefinida com sucesso!',
    });

    await expect(h.sessions.login({ body: { email, password: PASSWORD } })).rejects.toMatchObject({
      reason: 'INVALID_CREDENTIALS',
    });
    await expect(h.sessions.login({ body: { email, password: NEW_PASSWORD } })).resolves.toMatchObject({
      user: { user_id: userId },
    });
    const after = await h.sessions.login({ body: { email, password: NEW_PASSWORD } });
    const mark = await t.redis.get(authRedisKeys.revokedBefore(userId));
    const decode = (jwt: string) => new JwtService({}).decode<AccessTokenClaims>(jwt);
    expect(isRevokedByMark(mark, decode(open))).toBe(true);
    expect(isRevokedByMark(mark, decode(after.token))).toBe(false);
    expect((await t.lastPublished('user.password_changed')).payload).toMatchObject({ user_id: userId });

    await expect(h.reset.resetPassword({ body: { token, password: 'Outra1234' } })).rejects.toMatchObject(
      invalidLink,
    );
  });

  it('verifies the e-mail of an account that never opened its verification link, which is then used up', async () => {
    const { body, link } = await registerAndReadLink(t);
    await expect(
      h.sessions.login({ body: { email: body.email, password: body.password } }),
    ).rejects.toMatchObject({
      reason: 'EMAIL_NOT_VERIFIED',
    });
    const token = await requestLink(body.email);

    await h.reset.resetPassword({ body: { token, password: NEW_PASSWORD } });

    const { user } = await h.sessions.login({ body: { email: body.email, password: NEW_PASSWORD } });
    expect((await t.lastPublished('user.verified')).payload).toMatchObject({ user_id: user.user_id });
    await expect(
      t.get(RegistrationHandlers).verifyEmail({
        body: { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! },
      }),
    ).resolves.toMatchObject({ already_verified: true });
  });

  it('leaves no earlier reset link usable once the password was reset', async () => {
    const { email } = await verifiedAccount(t);
    const first = await requestLink(email);
    const second = await requestLink(email);
    await h.reset.resetPassword({ body: { token: second, password: NEW_PASSWORD } });
    await expect(
      h.reset.resetPassword({ body: { token: first, password: 'Outra1234' } }),
    ).rejects.toMatchObject(invalidLink);
  });

  it('refuses a reset link after one hour and keeps the old password', async () => {
    const { email } = await verifiedAccount(t);
    const token = await requestLink(email);
    t.clock.set(new Date(t.clock.now().getTime() + 60 * 60 * 1000 + 1000));
    try {
      await expect(h.reset.resetPassword({ body: { token, password: NEW_PASSWORD } })).rejects.toMatchObject(
        invalidLink,
      );
    } finally {
      t.clock.reset();
    }
    await expect(h.sessions.login({ body: { email, password: PASSWORD } })).resolves.toMatchObject({
      user: { email },
    });
  });

  it('refuses an unknown token, and a new password that breaks the rules, field by field', async () => {
    await expect(
      h.reset.resetPassword({ body: { token: 'forged-token', password: NEW_PASSWORD } }),
    ).rejects.toMatchObject(invalidLink);
    await expect(
      h.reset.resetPassword({ body: { token: 'forged-token', password: 'semmaiuscula1' } }),
    ).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: { password: ['Senha deve conter pelo menos uma letra maiúscula'] },
    });
    await expect(h.reset.requestPasswordReset({ body: { email: 'não-é-email' } })).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: { email: ['Email inválido'] },
    });
  });
});
