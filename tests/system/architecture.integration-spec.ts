import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { qualified } from '@encontro/server-database';
import { waitFor } from '@encontro/testing';
import { PASSWORD, linkIn, newEmail, registration } from '@encontro/identity-svc/test-support';
import { type Stack, startStack } from './support/stack.js';
import {
  type ObjectStorageUnderTest,
  apiClient,
  startObjectStorage,
  startServiceUnderTest,
} from './support/system-harness.js';

/**
 * browser-facing gateway → NATS → identity-svc → Postgres, with events through the outbox and
 * JetStream, e-mail over SMTP and revocations in Redis: the whole path of an account.
 */
describe('the architecture end to end: gateway → NATS → identity-svc → Postgres', () => {
  let storage: ObjectStorageUnderTest;
  let stack: Stack<'identity'>;

  /** identity-svc again, on the same resources; the stack closes it at the end. */
  const startIdentity = async () => {
    stack.services.set(
      'identity-svc',
      await startServiceUnderTest('identity-svc', stack.identity.imports, stack.natsUrl),
    );
  };
  const api = apiClient(() => stack.base);

  beforeAll(async () => {
    storage = await startObjectStorage('sys-s3-', 'system-test');
    stack = await startStack('system', { services: ['identity'], gateway: { storage } });
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await storage?.stop();
  });

  it('registers, e-mails the link, verifies once, logs in, knows the user, and logs out for good', async () => {
    const email = newEmail('sistema');
    const registered = await api('/api/register', { body: registration({ email }) });
    expect(registered.status).toBe(201);

    const mail = await stack.identity.mailbox.waitFor(email);
    const link = linkIn(mail, '/validar-cadastro');
    const verify = { token: link.searchParams.get('token'), email: link.searchParams.get('email') };
    expect(await api('/api/auth/verify-email', { body: verify })).toMatchObject({
      status: 200,
      body: { success: true, already_verified: false },
    });
    expect(await api('/api/auth/verify-email', { body: verify })).toMatchObject({
      status: 200,
      body: { success: true, already_verified: true },
    });

    const login = await api('/api/login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const token = String(login.body.token);
    expect((await api('/api/me', { token })).body).toMatchObject({
      user: { email, city: 'São Paulo', city_id: '3550308', email_verified: true },
    });

    expect((await api('/api/logout', { method: 'POST', token })).status).toBe(200);
    expect((await api('/api/me', { token })).status).toBe(401);
  });

  it('carries the request id from the browser through NATS into the event it causes', async () => {
    const email = newEmail('rastreio');
    const requestId = `req-${Date.now()}-system`;
    const response = await api('/api/register', {
      body: registration({ email }),
      headers: { 'x-request-id': requestId },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    const rows = await stack.identity.db.orm.em
      .fork()
      .execute<{ request_id: string | null; payload: { email: string } }[]>(
        `select request_id, payload from ${qualified(stack.identity.db.schema, 'outbox')} where name = 'user.registered'`,
      );
    expect(rows.find((row) => row.payload.email === email)?.request_id).toBe(requestId);
  });

  it('keeps SPEC §8 errors: unverified 422, wrong password 401, known e-mail 409', async () => {
    const email = newEmail('erros');
    await api('/api/register', { body: registration({ email }) });
    expect(await api('/api/login', { body: { email, password: PASSWORD } })).toMatchObject({
      status: 422,
      body: { message: 'E-mail não verificado. Verifique sua caixa de entrada.' },
    });
    expect(await api('/api/login', { body: { email, password: 'Errada123' } })).toMatchObject({
      status: 401,
      body: { message: 'E-mail ou senha incorretos' },
    });
    expect(await api('/api/register', { body: registration({ email }) })).toMatchObject({
      status: 409,
      body: { message: 'E-mail já cadastrado. Tente fazer login ou recuperar a senha.' },
    });
  });

  it('answers 503 within 2 s while identity-svc is down, and works again when it is back, without restarting the gateway', async () => {
    await stack.services.get('identity-svc')!.close();
    stack.services.delete('identity-svc');
    const started = Date.now();
    const down = await api('/api/login', { body: { email: newEmail(), password: PASSWORD } });
    expect(down.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);

    await startIdentity();
    // On a loaded machine the first call after the start may still meet the gateway's short timeout.
    await waitFor(async () => (await api('/api/states')).status === 200, 10_000);
    const states = await api('/api/states');
    expect(states.status).toBe(200);
    expect(states.body.states).toHaveLength(27);
    const cities = await api('/api/cities/SP');
    expect(cities.body.cities).toHaveLength(645);
  });
});
