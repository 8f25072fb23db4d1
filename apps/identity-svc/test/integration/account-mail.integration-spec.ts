import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '@encontro/testing';
import { PasswordResetHandlers } from '../../src/password-reset/password-reset.handlers.js';
import { RegistrationHandlers } from '../../src/registration/registration.handlers.js';
import { SessionsHandlers } from '../../src/sessions/sessions.handlers.js';
import { PASSWORD, linkIn, newEmail, registration, verifiedAccount } from '../support/account-flows.js';
import { type IdentityTestApp, createIdentityTestApp } from '../support/identity-test-app.js';

type MailRow = { kind: string; status: string; attempts: number; last_error: string | null };

describe('identity-svc account e-mails through the durable mail outbox', () => {
  let t: IdentityTestApp;

  beforeAll(async () => {
    t = await createIdentityTestApp('identity_mail');
  });

  afterAll(async () => {
    await t?.mailbox.start();
    await t?.close();
  });

  const mails = (to: string) =>
    t.sql<MailRow>(
      `select kind, status, attempts, last_error from ${t.table('mail_outbox')} where to_address = ? order by created_at`,
      [to.toLowerCase()],
    );

  /** Holds an exclusive lock on `users` in a transaction of its own until `release` is called. */
  async function lockUsers() {
    const em = t.db.orm.em.fork();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = em.transactional(async (tx) => {
      await tx.execute(`lock table ${t.table('users')} in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    return async () => {
      release();
      await holding;
    };
  }

  it('sends the verification e-mail of a registration made while the SMTP server was down, once it is back', async () => {
    const body = registration();
    await t.mailbox.stop();
    try {
      await expect(t.get(RegistrationHandlers).register({ body })).resolves.toEqual({
        message: 'Cadastro realizado! Enviamos um link de verificação para o seu e-mail.',
      });
      // The e-mail was stored with the account and the relay keeps trying.
      const failing = await waitFor(async () => {
        const [row] = await mails(body.email);
        return row && row.attempts >= 1 ? row : undefined;
      });
      expect(failing).toMatchObject({ kind: 'account.verification', status: 'pending' });
      expect(failing!.last_error).toBeTruthy();
    } finally {
      await t.mailbox.start();
    }

    const mail = await t.mailbox.waitFor(body.email);
    // Transactional: it cannot be turned off, so it offers no unsubscribe.
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.headers['list-unsubscribe-post']).toBeUndefined();
    const link = linkIn(mail, '/validar-cadastro');
    await expect(
      t.get(RegistrationHandlers).verifyEmail({
        body: { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! },
      }),
    ).resolves.toMatchObject({ success: true, already_verified: false });
    await expect(
      t.get(SessionsHandlers).login({ body: { email: body.email, password: PASSWORD } }),
    ).resolves.toMatchObject({ user: { email: body.email } });
    await waitFor(async () => (await mails(body.email))[0]?.status === 'sent');
    expect(t.mailbox.to(body.email)).toHaveLength(1);
  }, 30_000);

  it('answers forgot-password before looking the account up, then stores and sends the link', async () => {
    const { email } = await verifiedAccount(t);
    const unknown = newEmail('ninguem');
    const before = t.mailbox.to(email).length;
    const release = await lockUsers();
    let answers: unknown[];
    try {
      // The account table cannot even be read, yet both answers come, and they are the same.
      answers = await Promise.all(
        [email, unknown].map((address) =>
          t.get(PasswordResetHandlers).requestPasswordReset({ body: { email: address } }),
        ),
      );
      expect(await mails(email)).toHaveLength(1);
    } finally {
      await release();
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({
      success: true,
      message: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
    });
    const mail = await t.mailbox.waitFor(email, before + 1);
    expect(linkIn(mail, '/reset-password').searchParams.get('token')).toBeTruthy();
    await t.mailSettled();
    expect(await mails(unknown)).toEqual([]);
    expect((await mails(email)).map((row) => row.kind)).toEqual([
      'account.verification',
      'account.password_reset',
    ]);
  }, 30_000);

  it('answers resend-validation before looking the account up, then mails only a pending account', async () => {
    const body = registration();
    await t.get(RegistrationHandlers).register({ body });
    await t.mailbox.waitFor(body.email);
    const release = await lockUsers();
    try {
      await expect(
        t.get(RegistrationHandlers).resendValidation({ body: { email: body.email } }),
      ).resolves.toEqual({
        success: true,
        message: 'Email de verificação reenviado com sucesso! Verifique sua caixa de entrada.',
      });
      expect(t.mailbox.to(body.email)).toHaveLength(1);
    } finally {
      await release();
    }
    await t.mailbox.waitFor(body.email, 2);
  }, 30_000);
});
