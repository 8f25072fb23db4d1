import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type ApiAnswer, type SeededUser, apiClient } from './support/system-harness.js';

const LIMIT = 20; // RATE_LIMIT_AUTH_PER_15MIN's default
const TOO_MANY = { status: 429, body: { message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' } };
const BLOCKED = 'Sua conta está bloqueada. Entre em contato com o suporte.';
const answer = (a: ApiAnswer) => ({ status: a.status, body: a.body });

/**
 * Issue 28 through the public API: the per-address login limit counts wrong passwords only (many
 * phones share one carrier address), while identity-svc's per-account throttle still holds; and a
 * session a block ended is told so.
 */
describe('auth limits that fit mobile networks, and the blocked session', () => {
  let stack: Stack<'identity'>;
  let users: Record<string, SeededUser>;
  const api = apiClient(() => stack.base);
  const login = (from: string, email: string, password: string) =>
    api('/api/login', { body: { email, password }, from });
  const seeded = (from: string, who: string) =>
    login(from, `${who}@example.com`, who === 'admin' ? 'Admin123' : 'Senha123');

  beforeAll(async () => {
    ({ stack, users } = await startSeededWeek('sys_auth_limits', ['admin', 'bruno'], {
      services: ['identity'],
      gateway: { extraEnv: { TRUST_PROXY: 'loopback' } },
    }));
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('lets 25 successful logins from one address through, leaving its count of failures untouched', async () => {
    const from = '100.64.10.1';
    for (let i = 0; i < 25; i += 1) {
      const signedIn = await seeded(from, ['ana', 'carla', 'bruno'][i % 3]!);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('ratelimit-remaining')).toBe(String(LIMIT));
    }
  }, 120_000);

  it('does not count refusals of bad input or of the per-account throttle against the address', async () => {
    const from = '100.64.10.2';
    expect((await login(from, 'nao-e-email', 'Senha123')).status).toBe(422);
    // Ten wrong passwords for one account lock that account on this network (identity-svc)…
    for (let i = 0; i < 10; i += 1)
      expect((await login(from, 'ana@example.com', 'Errada123')).status).toBe(401);
    const throttled = await login(from, 'ana@example.com', 'Senha123');
    expect(answer(throttled)).toEqual(TOO_MANY);
    // …and those ten are what the address counted: the 422 and the account's own 429 are not.
    expect(throttled.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 10));
    expect((await seeded(from, 'carla')).status).toBe(200);
  }, 120_000);

  it('still refuses an address after 20 wrong passwords with the pt-BR 429, right passwords too, and no other address', async () => {
    const from = '100.64.10.3';
    for (let i = 0; i < LIMIT; i += 1)
      expect((await login(from, `ninguem${i}@example.com`, 'Errada123')).status).toBe(401);
    const refused = await login(from, 'ninguem-mais@example.com', 'Errada123');
    expect(answer(refused)).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(answer(await seeded(from, 'carla'))).toEqual(TOO_MANY);
    expect((await seeded('100.64.10.4', 'carla')).status).toBe(200);
  }, 120_000);

  it('answers a session that a block ended with 401 and the blocked-account message, and after the unblock with the plain one', async () => {
    const open = users.bruno!.token;
    const toggle = () =>
      api(`/api/admin/users/${users.bruno!.user_id}/toggle-block`, {
        method: 'POST',
        token: users.admin!.token,
      });
    expect((await toggle()).status).toBe(200);

    expect(answer(await api('/api/me', { token: open }))).toEqual({
      status: 401,
      body: { message: BLOCKED },
    });
    const profile = { name: 'Bruno', surname: 'Lima', state: 'SP', city: 'São Paulo', gender: 'M' };
    expect(answer(await api('/api/profile', { method: 'PUT', body: profile, token: open }))).toEqual({
      status: 401,
      body: { message: BLOCKED },
    });
    // The login of the blocked account is refused after its right password: not a failure to count.
    const from = '100.64.10.5';
    const refused = await seeded(from, 'bruno');
    expect(answer(refused)).toEqual({ status: 403, body: { message: BLOCKED } });
    expect(refused.headers.get('ratelimit-remaining')).toBe(String(LIMIT));

    expect((await toggle()).status).toBe(200);
    expect(answer(await api('/api/me', { token: open }))).toEqual({
      status: 401,
      body: { message: 'Não autenticado. Faça login novamente.' },
    });
    expect((await seeded(from, 'bruno')).status).toBe(200);
  }, 60_000);
});
