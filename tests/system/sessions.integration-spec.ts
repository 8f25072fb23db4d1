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

/**
 * Runs `work` from the start of a second until it ends within that second (a few tries, for a busy
 * machine); answers its last result and the second it started in.
 */
async function withinOneSecond<T>(
  work: (attempt: number) => Promise<T>,
): Promise<{ result: T; second: number }> {
  for (let attempt = 0; ; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
    const second = Math.floor(Date.now() / 1000);
    const result = await work(attempt);
    if (Math.floor(Date.now() / 1000) === second || attempt === 4) return { result, second };
  }
}
/** The `iat` of a token (its payload is not checked here; the gateway does that). */
const issuedAt = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number }).iat;

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

  it('ends the other sessions when the password is changed in the profile, even one started in the same second; the session that changed it keeps working', async () => {
    const email = await verifiedPerson();
    const current = String((await login(email, PASSWORD)).body.token);
    let password = PASSWORD;

    const { result: other, second } = await withinOneSecond(async (attempt) => {
      const started = String((await login(email, password)).body.token);
      expect((await api('/api/me', { token: started })).status).toBe(200);
      const next = `${NEW_PASSWORD}${attempt}`;
      const changed = await api('/api/profile', {
        method: 'PUT',
        token: current,
        from: from(),
        body: {
          name: 'Ana',
          surname: 'Souza',
          state: 'São Paulo',
          city: 'São Paulo',
          city_id: '3550308',
          gender: 'F',
          current_password: password,
          new_password: next,
          new_password_confirmation: next,
        },
      });
      expect(changed.status).toBe(200);
      password = next;
      return started;
    });

    expect(issuedAt(other)).toBe(second);
    expect((await api('/api/me', { token: other })).status).toBe(401);
    const me = await api('/api/me', { token: current });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { email } });
    expect((await login(email, PASSWORD)).status).toBe(401);
    const fresh = await login(email, password);
    expect(fresh.status).toBe(200);
    expect((await api('/api/me', { token: String(fresh.body.token) })).status).toBe(200);
  }, 30_000);

  it('throttles login per account and network after 10 failures from 10 addresses of one /24, answering an unknown e-mail the same way; other networks stay open', async () => {
    const email = await verifiedPerson();
    const unknown = `${uniqueName('ninguem')}@example.com`;
    const attacker = (i: number) =>
      api('/api/login', { body: { email, password: 'Errada123' }, from: `203.0.113.${i + 1}` });
    for (let i = 0; i < 10; i += 1) {
      const known = await attacker(i);
      expect(answer(known)).toEqual({ status: 401, body: { message: 'E-mail ou senha incorretos' } });
      const stranger = await api('/api/login', {
        body: { email: unknown, password: 'Errada123' },
        from: `203.0.113.${i + 101}`,
      });
      expect(answer(stranger)).toEqual(answer(known));
    }
    const locked = await api('/api/login', { body: { email, password: PASSWORD }, from: '203.0.113.250' });
    expect(answer(locked)).toEqual(TOO_MANY);
    const strangerLocked = await api('/api/login', {
      body: { email: unknown, password: PASSWORD },
      from: '203.0.113.251',
    });
    expect(answer(strangerLocked)).toEqual(answer(locked));
    expect(locked.headers.get('cache-control')).toBe('no-store');
    // The owner, on another network, is not locked out.
    expect((await api('/api/login', { body: { email, password: PASSWORD }, from: '192.0.2.7' })).status).toBe(
      200,
    );
  }, 60_000);

  it('limits PUT /api/profile per address like login: wrong current passwords only (issue 28)', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 3; i += 1)
      tokens.push(String((await login(await verifiedPerson(), PASSWORD)).body.token));
    const put = (i: number, password: Record<string, string> = {}) =>
      api('/api/profile', {
        method: 'PUT',
        token: tokens[i % tokens.length],
        from: '198.18.0.9',
        body: {
          name: 'Ana',
          surname: 'Souza',
          state: 'São Paulo',
          city: 'São Paulo',
          city_id: '3550308',
          ...password,
        },
      });
    // Profile changes never use the address's limit up.
    for (let i = 0; i < 21; i += 1) expect((await put(i)).status).toBe(200);
    // Wrong current passwords do: 20 of them (7 + 7 + 6, under each account's own throttle of 10).
    const wrong = {
      current_password: 'Errada123',
      new_password: 'Nova1234',
      new_password_confirmation: 'Nova1234',
    };
    for (let i = 0; i < 20; i += 1) expect((await put(i, wrong)).status).toBe(422);
    expect(answer(await put(0))).toEqual(TOO_MANY);
  }, 90_000);

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
