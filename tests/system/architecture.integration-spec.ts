import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { qualified } from '@encontro/server-database';
import { startNatsServer, waitFor } from '@encontro/testing';
import {
  PASSWORD,
  linkIn,
  newEmail,
  provisionIdentity,
  registration,
} from '@encontro/identity-svc/test-support';
import {
  type ObjectStorageUnderTest,
  apiClient,
  startGatewayUnderTest,
  startObjectStorage,
  startServiceUnderTest,
} from './support/system-harness.js';

/**
 * browser-facing gateway → NATS → identity-svc → Postgres, with events through the outbox and
 * JetStream, e-mail over SMTP and revocations in Redis: the whole path of an account.
 */
describe('the architecture end to end: gateway → NATS → identity-svc → Postgres', () => {
  let identity: Awaited<ReturnType<typeof provisionIdentity>>;
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let storage: ObjectStorageUnderTest;
  let gateway: NestFastifyApplication;
  let service: INestApplication | undefined;
  let base: string;

  const startIdentity = async () => {
    service = await startServiceUnderTest('identity-svc', identity.imports, nats.url);
  };
  const api = apiClient(() => base);

  beforeAll(async () => {
    identity = await provisionIdentity('system');
    nats = await startNatsServer();
    storage = await startObjectStorage('sys-s3-', 'system-test');
    await startIdentity();
    ({ app: gateway, base } = await startGatewayUnderTest({
      natsUrl: nats.url,
      publicKey: identity.publicKey,
      redisKeyPrefix: identity.redisKeyPrefix,
      storage,
    }));
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
    await service?.close();
    await storage?.stop();
    await nats?.stop();
    await identity?.release();
  });

  it('registers, e-mails the link, verifies once, logs in, knows the user, and logs out for good', async () => {
    const email = newEmail('sistema');
    const registered = await api('/api/register', { body: registration({ email }) });
    expect(registered.status).toBe(201);

    const mail = await identity.mailbox.waitFor(email);
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
    const rows = await identity.db.orm.em
      .fork()
      .execute<{ request_id: string | null; payload: { email: string } }[]>(
        `select request_id, payload from ${qualified(identity.db.schema, 'outbox')} where name = 'user.registered'`,
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
    await service?.close();
    service = undefined;
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
