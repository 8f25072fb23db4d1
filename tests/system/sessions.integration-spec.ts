import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueName, waitFor } from '@encontro/testing';
import { linkIn, registration } from '@encontro/identity-svc/test-support';
import { multipartForm } from './support/multipart-form.js';
import { solidPng } from './support/solid-png.js';
import { type Stack, startStack } from './support/stack.js';
import {
  type ApiAnswer,
  type ObjectStorageUnderTest,
  apiClient,
  startObjectStorage,
} from './support/system-harness.js';

const PASSWORD = 'Senha123';
const NEW_PASSWORD = 'Trocada9';
const TOO_MANY = { status: 429, body: { message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' } };

/** Whole seconds matter: a token's `iat` has whole seconds, like the revocation mark it is compared with. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));

/**
 * Sessions and credentials through the public API (issue 13): the e-mails of the durable outbox,
 * password change in the profile, the per-account login throttle, forgot-password answering first,
 * and Cache-Control on every /api answer.
 */
describe('sessions and credentials through the gateway', () => {
  let storage: ObjectStorageUnderTest;
  let stack: Stack<'identity'>;
  let addresses = 0;
  const api = apiClient(() => stack.base);
  /** Another client address each call (X-Forwarded-For), so the per-address limits never interfere. */
  const from = () => `198.51.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
  const login = (email: string, password: string) =>
    api('/api/login', { body: { email, password }, from: from() });
  const answer = (a: ApiAnswer) => ({ status: a.status, body: a.body });

  /** Registers through the API, follows the e-mailed link and returns the e-mail. */
  async function verifiedPerson(): Promise<string> {
    const body = registration();
    expect((await api('/api/register', { body, from: from() })).status).toBe(201);
    const link = linkIn(await stack.identity.mailbox.waitFor(body.email), '/validar-cadastro');
    const verified = await api('/api/auth/verify-email', {
      body: { token: link.searchParams.get('token'), email: link.searchParams.get('email') },
    });
    expect(verified.status).toBe(200);
    return body.email;
  }

  beforeAll(async () => {
    storage = await startObjectStorage('sys-sessions-s3-', 'system-sessions');
    stack = await startStack('sys_sessions', {
      services: ['identity'],
      gateway: { requestTimeoutMs: 10_000, storage, extraEnv: { TRUST_PROXY: 'loopback' } },
    });
  }, 60_000);

  afterAll(async () => {
    await stack?.identity.mailbox.start();
    await stack?.stop();
    await storage?.stop();
  });

  it('delivers the verification e-mail of a registration made while the SMTP server was down, once it is back', async () => {
    const body = registration();
    await stack.identity.mailbox.stop();
    try {
      const registered = await api('/api/register', { body, from: from() });
      expect(registered.status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(stack.identity.mailbox.to(body.email)).toHaveLength(0);
    } finally {
      await stack.identity.mailbox.start();
    }
    const link = linkIn(await stack.identity.mailbox.waitFor(body.email), '/validar-cadastro');
    const verified = await api('/api/auth/verify-email', {
      body: { token: link.searchParams.get('token'), email: link.searchParams.get('email') },
    });
    expect(verified.body).toMatchObject({ success: true, already_verified: false });
    expect((await login(body.email, PASSWORD)).status).toBe(200);
  }, 30_000);

  it('ends the other sessions when the password is changed in the profile; the session that changed it keeps working', async () => {
    const email = await verifiedPerson();
    const current = String((await login(email, PASSWORD)).body.token);
    const other = String((await login(email, PASSWORD)).body.token);
    expect((await api('/api/me', { token: other })).status).toBe(200);
    await nextSecond();

    const changed = await api('/api/profile', {
      method: 'PUT',
      token: current,
      body: {
        name: 'Ana',
        surname: 'Souza',
        state: 'São Paulo',
        city: 'São Paulo',
        city_id: '3550308',
        gender: 'F',
        current_password: PASSWORD,
        new_password: NEW_PASSWORD,
        new_password_confirmation: NEW_PASSWORD,
      },
    });
    expect(changed.status).toBe(200);

    expect((await api('/api/me', { token: other })).status).toBe(401);
    const me = await api('/api/me', { token: current });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { email } });
    expect((await login(email, PASSWORD)).status).toBe(401);
    const fresh = await login(email, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect((await api('/api/me', { token: String(fresh.body.token) })).status).toBe(200);
  }, 30_000);

  it('throttles login per account after 10 failures from 10 addresses, answering an unknown e-mail the same way', async () => {
    const email = await verifiedPerson();
    const unknown = `${uniqueName('ninguem')}@example.com`;
    for (let i = 0; i < 10; i += 1) {
      const known = await login(email, 'Errada123');
      expect(answer(known)).toEqual({ status: 401, body: { message: 'E-mail ou senha incorretos' } });
      expect(answer(await login(unknown, 'Errada123'))).toEqual(answer(known));
    }
    const locked = await login(email, PASSWORD);
    expect(answer(locked)).toEqual(TOO_MANY);
    expect(answer(await login(unknown, PASSWORD))).toEqual(answer(locked));
    expect(locked.headers.get('cache-control')).toBe('no-store');
  }, 60_000);

  it('answers forgot-password at once and the same for a known and an unknown e-mail, and mails the link afterwards', async () => {
    const email = await verifiedPerson();
    const unknown = `${uniqueName('ninguem')}@example.com`;
    const before = stack.identity.mailbox.to(email).length;
    await stack.identity.mailbox.stop();
    let known: ApiAnswer, stranger: ApiAnswer;
    try {
      known = await api('/api/auth/forgot-password', { body: { email }, from: from() });
      stranger = await api('/api/auth/forgot-password', { body: { email: unknown }, from: from() });
    } finally {
      await stack.identity.mailbox.start();
    }
    expect(answer(known)).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
      },
    });
    expect(answer(stranger)).toEqual(answer(known));
    const mail = await stack.identity.mailbox.waitFor(email, before + 1);
    expect(linkIn(mail, '/reset-password').searchParams.get('token')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stack.identity.mailbox.to(unknown)).toHaveLength(0);
  }, 30_000);

  it('forbids caching answers with a token or personal data; photos keep their own long cache', async () => {
    const email = await verifiedPerson();
    const signedIn = await login(email, PASSWORD);
    const token = String(signedIn.body.token);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect((await api('/api/me', { token })).headers.get('cache-control')).toBe('no-store');
    expect((await api('/api/me')).headers.get('cache-control')).toBe('no-store');
    expect((await api('/api/profile/export', { token })).headers.get('cache-control')).toBe('no-store');
    expect((await api('/api/states')).headers.get('cache-control')).toBe('no-store');

    const form = multipartForm({}, [
      { field: 'photo', name: 'eu.png', data: await solidPng(64, 64, '#2e86de') },
    ]);
    const uploaded = await api('/api/profile/photo', { form, token, from: from() });
    expect(uploaded.status).toBe(200);
    expect(uploaded.headers.get('cache-control')).toBe('no-store');
    const photo = String((uploaded.body.user as { photo: string }).photo);
    const served = await waitFor(async () => {
      const response = await fetch(`${stack.base}/${photo}`);
      return response.status === 200 ? response : undefined;
    });
    expect(served!.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }, 30_000);
});
