import { describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { ACCESS_TOKEN_TTL_SECONDS, authRedisKeys } from '@encontro/contracts';
import { expectRefusal, providersOf, uniqueName } from '@encontro/testing';
import * as argon2 from 'argon2';
import { RegistrationHandlers } from '../../src/registration/registration.handlers.js';
import { SessionsHandlers } from '../../src/sessions/sessions.handlers.js';
import {
  PASSWORD,
  linkIn,
  newEmail,
  registerAndReadLink,
  registration,
  verifiedAccount,
} from '../support/account-flows.js';
import { PUBLIC_URL } from '../support/identity-test-app.js';
import { identitySuite } from '../support/suite.js';

const HOUR_MS = 60 * 60 * 1000;
const LINK_INVALID = 'Link de verificação inválido ou expirado.';

/** The refusal of a verification link that does not verify (unknown, foreign or expired), on the token field. */
const expectLinkInvalid = (work: Promise<unknown>) =>
  expectRefusal(work, 'VERIFICATION_LINK_INVALID', LINK_INVALID, { token: [LINK_INVALID] });

describe('identity-svc accounts: registration, e-mail verification, sessions', () => {
  const t = identitySuite('identity_account');
  const h = providersOf(t, { registrationHandlers: RegistrationHandlers, sessions: SessionsHandlers });

  const users = (email: string) =>
    t.sql<{ id: string }>(`select id from ${t.table('users')} where email = ?`, [email.toLowerCase()]);

  it('registers, e-mails a pt-BR verification link that verifies the account, then logs in and reads the user', async () => {
    const body = registration({ email: newEmail('Ana').toUpperCase(), first_name: 'Ana <b>' });
    const email = body.email.toLowerCase();

    await expect(h.registrationHandlers.register({ body })).resolves.toEqual({
      message: 'Cadastro realizado! Enviamos um link de verificação para o seu e-mail.',
    });

    const mail = await t.mailbox.waitFor(email);
    expect(mail.subject).toBe('Confirme seu cadastro no Encontro');
    expect(mail.text).toContain('Olá, Ana <b>!');
    expect(mail.text).toContain('O link expira em 24 horas.');
    expect(mail.html).toContain('Olá, Ana &lt;b&gt;!');
    const link = linkIn(mail, '/validar-cadastro');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/validar-cadastro`);
    expect(link.search).toContain(`&email=${encodeURIComponent(email)}`);
    expect(link.searchParams.get('email')).toBe(email);
    // Only a hash of the token is kept.
    const [stored] = await t.sql<{ token_hash: string }>(
      `select token_hash from ${t.table('account_tokens')} where user_id = (select id from ${t.table('users')} where email = ?)`,
      [email],
    );
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(link.searchParams.get('token'));

    await expect(
      h.registrationHandlers.verifyEmail({
        body: { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! },
      }),
    ).resolves.toEqual({
      success: true,
      already_verified: false,
      message: 'Email verificado com sucesso! Você já pode fazer login.',
    });

    const { token, user } = await h.sessions.login({ body: { email: body.email, password: PASSWORD } });
    expect(user).toMatchObject({
      name: 'Ana <b>',
      surname: 'Souza',
      email,
      state: 'São Paulo',
      city: 'São Paulo',
      city_id: '3550308',
      gender: 'F',
      photo: null,
      is_admin: false,
      email_verified: true,
      last_confirmed_indication_id: null,
      last_voted_indication_id: null,
    });

    const jwt = new JwtService({ publicKey: t.publicKey.export({ type: 'spki', format: 'pem' }).toString() });
    const claims = jwt.verify<{ sub: string; jti: string; adm: boolean; iat: number; exp: number }>(token, {
      algorithms: ['ES256'],
    });
    expect(jwt.decode(token, { complete: true })).toMatchObject({
      header: { alg: 'ES256', kid: 'test-key' },
    });
    expect(claims).toMatchObject({ sub: user.user_id, adm: false });
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp - claims.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(Math.abs(claims.iat - t.clock.now().getTime() / 1000)).toBeLessThan(5);

    await expect(h.sessions.me({ user_id: user.user_id })).resolves.toEqual({ user });
  });

  it('writes user.registered and user.verified to the outbox with the state change, and publishes them', async () => {
    const { body, link } = await registerAndReadLink(t);
    const [user] = await users(body.email);
    const registered = (await t.outbox('user.registered')).filter((row) => row.payload.user_id === user!.id);
    expect(registered).toHaveLength(1);
    expect(registered[0]!.payload).toMatchObject({
      email: body.email,
      name: 'Ana',
      state: 'São Paulo',
      city_id: '3550308',
      is_admin: false,
    });

    // Registered without a network (an older gateway): the signals say so.
    expect(registered[0]!.payload.signup).toEqual({ network: null, email_domain: 'example.com' });

    await h.registrationHandlers.validateEmail({ body: { token: link.searchParams.get('token')! } });
    const published = await t.lastPublished('user.verified');
    expect(published).toMatchObject({ name: 'user.verified', payload: { user_id: user!.id } });
    expect((await t.lastPublished('user.registered')).payload).toMatchObject({ user_id: expect.any(String) });
  });

  it('says already verified when the same link is opened again, on both verification calls', async () => {
    const { link } = await registerAndReadLink(t);
    const token = link.searchParams.get('token')!;
    const email = link.searchParams.get('email')!;

    await expect(h.registrationHandlers.validateEmail({ body: { token } })).resolves.toEqual({
      message: 'Email verificado com sucesso! Você já pode fazer login.',
    });
    await expect(h.registrationHandlers.verifyEmail({ body: { token, email } })).resolves.toEqual({
      success: true,
      already_verified: true,
      message: 'Este email já foi verificado. Você já pode fazer login.',
    });
    await expect(h.registrationHandlers.validateEmail({ body: { token } })).resolves.toEqual({
      message: 'Este email já foi verificado. Você já pode fazer login.',
    });
  });

  it('refuses an unknown link, a link for another e-mail, and a link without a token', async () => {
    const { link } = await registerAndReadLink(t);
    await expectLinkInvalid(
      h.registrationHandlers.verifyEmail({
        body: { token: 'forged', email: link.searchParams.get('email')! },
      }),
    );
    await expectLinkInvalid(
      h.registrationHandlers.verifyEmail({
        body: { token: link.searchParams.get('token')!, email: newEmail() },
      }),
    );
    await expect(
      h.registrationHandlers.verifyEmail({ body: { token: '', email: '' } }),
    ).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      errors: { token: ['Link de verificação não encontrado.'] },
    });
    // The account is still pending.
    const [row] = await t.sql<{ email_verified_at: Date | null }>(
      `select email_verified_at from ${t.table('users')} where email = ?`,
      [link.searchParams.get('email')],
    );
    expect(row?.email_verified_at).toBeNull();
  });

  it('refuses a verification link once 24 hours have passed, and a resent link works', async () => {
    const { body, link } = await registerAndReadLink(t);
    t.clock.set(new Date(t.clock.now().getTime() + 24 * HOUR_MS + 1000));
    try {
      await expectLinkInvalid(
        h.registrationHandlers.validateEmail({ body: { token: link.searchParams.get('token')! } }),
      );

      await expect(h.registrationHandlers.resendValidation({ body: { email: body.email } })).resolves.toEqual(
        {
          success: true,
          message: 'Email de verificação reenviado com sucesso! Verifique sua caixa de entrada.',
        },
      );
      const fresh = linkIn(await t.mailbox.waitFor(body.email, 2), '/validar-cadastro');
      expect(fresh.searchParams.get('token')).not.toBe(link.searchParams.get('token'));
      await expect(
        h.registrationHandlers.verifyEmail({
          body: { token: fresh.searchParams.get('token')!, email: fresh.searchParams.get('email')! },
        }),
      ).resolves.toMatchObject({ success: true, already_verified: false });
    } finally {
      t.clock.reset();
    }
  });

  it('answers a resend the same way for unknown, verified and pending e-mails, and mails only the pending one', async () => {
    const pending = (await registerAndReadLink(t)).body.email;
    const verified = (await verifiedAccount(t)).email;
    const unknown = newEmail('ninguem');
    const answers = [];
    for (const email of [unknown, verified, pending])
      answers.push(await h.registrationHandlers.resendValidation({ body: { email } }));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await t.mailSettled();
    await t.mailbox.waitFor(pending, 2);
    expect(t.mailbox.to(verified)).toHaveLength(1);
    expect(t.mailbox.to(unknown)).toHaveLength(0);
  });

  it('refuses to log in an unverified account with EMAIL_NOT_VERIFIED', async () => {
    const { body } = await registerAndReadLink(t);
    await expectRefusal(
      h.sessions.login({ body: { email: body.email, password: PASSWORD } }),
      'EMAIL_NOT_VERIFIED',
      'E-mail não verificado. Verifique sua caixa de entrada.',
    );
  });

  it('answers a wrong password and an unknown e-mail with the same INVALID_CREDENTIALS', async () => {
    const { email } = await verifiedAccount(t);
    const invalid = { reason: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos' };
    await expect(h.sessions.login({ body: { email, password: 'Errada123' } })).rejects.toMatchObject(invalid);
    await expect(
      h.sessions.login({ body: { email: newEmail('ninguem'), password: PASSWORD } }),
    ).rejects.toMatchObject(invalid);
    // Even an unverified account with a wrong password learns nothing about its state.
    const pending = (await registerAndReadLink(t)).body.email;
    await expect(h.sessions.login({ body: { email: pending, password: 'Errada123' } })).rejects.toMatchObject(
      invalid,
    );
  });

  it('refuses a blocked account', async () => {
    const { email } = await verifiedAccount(t);
    await t.sql(`update ${t.table('users')} set blocked = true where email = ?`, [email]);
    await expectRefusal(
      h.sessions.login({ body: { email, password: PASSWORD } }),
      'USER_BLOCKED',
      'Sua conta está bloqueada. Entre em contato com o suporte.',
    );
  });

  it('answers a filled honeypot like a success but stores, publishes and sends nothing', async () => {
    const before = (await t.outbox()).length;
    const body = registration({ honeypot: 'https://spam.example' });
    await expect(h.registrationHandlers.register({ body })).resolves.toEqual({
      message: 'Cadastro realizado! Enviamos um link de verificação para o seu e-mail.',
    });
    await t.mailSettled();
    // A real registration sent afterwards arrives; the honeypot's never does.
    await registerAndReadLink(t);
    expect(t.mailbox.to(body.email)).toHaveLength(0);
    expect(await users(body.email)).toHaveLength(0);
    expect((await t.outbox()).length).toBe(before + 1);
  });

  it('tells the registration’s network and lower-cased e-mail domain in user.registered and keeps neither', async () => {
    const email = `${uniqueName('bia')}@Correio.Exemplo.COM.br`;
    const network = 'UmVkZURvQ2FkYXN0cm8wMQ';
    await h.registrationHandlers.register({ body: registration({ email }), network });
    const [user] = await users(email);

    // What indication-svc receives: the last user.registered on the stream is this one.
    expect(await t.lastPublished('user.registered')).toMatchObject({
      payload: { user_id: user!.id, signup: { network, email_domain: 'correio.exemplo.com.br' } },
    });
    const dump = JSON.stringify(await t.sql(`select * from ${t.table('users')} where id = ?`, [user!.id]));
    expect(dump).not.toContain(network);
  });

  it('refuses a disposable e-mail domain, or a subdomain of one, on the e-mail field and stores nothing', async () => {
    const message = 'Não aceitamos e-mails temporários. Use um e-mail pessoal.';
    const events = (await t.outbox()).length;
    for (const email of [`${uniqueName('tmp')}@mailinator.com`, `${uniqueName('tmp')}@caixa.YOPmail.com`]) {
      await expectRefusal(
        h.registrationHandlers.register({ body: registration({ email }) }),
        'EMAIL_DISPOSABLE',
        message,
        { email: [message] },
      );
      expect(await users(email)).toHaveLength(0);
    }
    await t.mailSettled();
    expect((await t.outbox()).length).toBe(events);
  });

  it('refuses a known e-mail, whatever its case, with EMAIL_TAKEN and writes nothing', async () => {
    const { body } = await registerAndReadLink(t);
    const events = (await t.outbox()).length;
    await expect(
      h.registrationHandlers.register({ body: registration({ email: body.email.toUpperCase() }) }),
    ).rejects.toMatchObject({
      reason: 'EMAIL_TAKEN',
      message: 'E-mail já cadastrado. Tente fazer login ou recuperar a senha.',
    });
    expect((await t.outbox()).length).toBe(events);
    expect(await users(body.email)).toHaveLength(1);
  });

  it('lets only one of two simultaneous registrations of an e-mail through', async () => {
    const email = newEmail('dupla');
    const results = await Promise.allSettled([
      h.registrationHandlers.register({ body: registration({ email }) }),
      h.registrationHandlers.register({ body: registration({ email }) }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { reason: 'EMAIL_TAKEN' } });
    expect(await users(email)).toHaveLength(1);
  });

  it('refuses a city outside the chosen state and field errors of the form, storing nothing', async () => {
    const outside = registration({ state: 'SP', city: 'Rio de Janeiro', city_id: '3304557' });
    await expect(h.registrationHandlers.register({ body: outside })).rejects.toMatchObject({
      reason: 'CITY_NOT_IN_STATE',
      errors: { city_id: ['Cidade não encontrada no estado selecionado.'] },
    });
    await expectRefusal(
      h.registrationHandlers.register({
        body: registration({ first_name: '', password_confirmation: 'Outra123', terms_accepted: false }),
      }),
      'VALIDATION_FAILED',
      'Por favor, preencha todos os campos obrigatórios.',
      {
        first_name: ['Por favor, preencha todos os campos obrigatórios.'],
        terms_accepted: ['Por favor, preencha todos os campos obrigatórios.'],
      },
    );
    expect(await users(outside.email)).toHaveLength(0);
  });

  it('logs out by revoking the token id in Redis until the token would have expired', async () => {
    const { email } = await verifiedAccount(t);
    const { token, user } = await h.sessions.login({ body: { email, password: PASSWORD } });
    const { jti, exp } = new JwtService().decode<{ jti: string; exp: number }>(token);

    await expect(h.sessions.logout({ user_id: user.user_id, jti, exp })).resolves.toEqual({
      message: 'Logout realizado com sucesso.',
    });
    expect(await t.redis.get(authRedisKeys.revokedToken(jti))).toBe('1');
    const ttl = await t.redis.ttl(authRedisKeys.revokedToken(jti));
    expect(ttl).toBeGreaterThan(ACCESS_TOKEN_TTL_SECONDS - 10);
    expect(ttl).toBeLessThanOrEqual(ACCESS_TOKEN_TTL_SECONDS);

    // A token that is about to expire is still revoked for at least a second.
    await h.sessions.logout({
      user_id: user.user_id,
      jti: 'almost-expired',
      exp: Math.floor(t.clock.now().getTime() / 1000) - 5,
    });
    expect(await t.redis.ttl(authRedisKeys.revokedToken('almost-expired'))).toBe(1);
  });

  it('re-hashes at login a password stored with weaker argon2 parameters', async () => {
    const { email } = await verifiedAccount(t);
    const weak = await argon2.hash(PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    await t.sql(`update ${t.table('users')} set password_hash = ? where email = ?`, [weak, email]);

    await h.sessions.login({ body: { email, password: PASSWORD } });
    const [row] = await t.sql<{ password_hash: string }>(
      `select password_hash from ${t.table('users')} where email = ?`,
      [email],
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await expect(h.sessions.login({ body: { email, password: PASSWORD } })).resolves.toMatchObject({
      user: { email },
    });
  });

  it('answers USER_NOT_FOUND for the user of a token whose account is gone', async () => {
    await expectRefusal(
      h.sessions.me({ user_id: '00000000-0000-4000-8000-000000000000' }),
      'USER_NOT_FOUND',
      'Usuário não encontrado.',
    );
  });
});
