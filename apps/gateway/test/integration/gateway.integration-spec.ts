import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authRedisKeys } from '@encontro/contracts';
import { freePort, startNatsServer, testEnv } from '@encontro/testing';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { type GatewayUnderTest, startGatewayUnderTest } from '../support/gateway-under-test.js';

describe('gateway (no service answering behind it)', () => {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  // The key of before a rotation: its tokens stay valid while JWT_PREVIOUS_PUBLIC_KEY names it.
  const previousKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let s3: S3rver;
  let gateway: GatewayUnderTest;

  const token = (claims: Partial<{ sub: string; jti: string; adm: boolean }> = {}, key = privatePem) =>
    jwt.sign(
      { sub: claims.sub ?? randomUUID(), jti: claims.jti ?? randomUUID(), adm: claims.adm ?? false },
      key,
      {
        algorithm: 'ES256',
        expiresIn: 3600,
      },
    );
  const call = (path: string, init: RequestInit = {}) => fetch(`${gateway.base}${path}`, init);
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  beforeAll(async () => {
    nats = await startNatsServer();
    const s3Port = await freePort();
    s3 = new S3rver({
      port: s3Port,
      address: '127.0.0.1',
      directory: mkdtempSync(join(tmpdir(), 'gw-s3-')),
      silent: true,
    });
    await s3.run();
    gateway = await startGatewayUnderTest({
      name: 'gw',
      natsUrl: nats.url,
      publicKey: keys.publicKey,
      env: {
        JWT_PREVIOUS_PUBLIC_KEY: previousKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_BUCKET: 'gateway-test',
        RATE_LIMIT_AUTH_PER_15MIN: '3',
      },
    });
  });

  afterAll(async () => {
    await gateway.stop();
    await s3.close();
    await nats.stop();
  });

  it('answers 503 in under 2 s when the service does not answer', async () => {
    const started = Date.now();
    const response = await call('/api/states');
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await response.json()).toEqual({
      message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    });
  });

  it('refuses bad input with 422, the first message and per-field errors, before asking anyone', async () => {
    const response = await call('/api/login', json({ email: 'nope', password: '1' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'E-mail inválido',
      errors: { email: ['E-mail inválido'], password: ['Senha deve ter pelo menos 6 caracteres'] },
    });
  });

  it('reads JSON bodies only: a form-encoded body (what a cross-site HTML form sends) is a 415', async () => {
    const response = await call('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=ana%40example.com&password=Senha123',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: 'Tipo de conteúdo não suportado.' });
    const stillJson = await call('/api/login', json({ email: 'nope', password: '1' }));
    expect(stillJson.status).toBe(422);
  });

  it('reads a form body on the one-click e-mail unsubscribe route alone (RFC 8058), and acts on POST only', async () => {
    const form = (body: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const path = '/api/notifications/email/unsubscribe?token=abc.def';
    // Accepted, then passed on to notification-svc, which does not answer here.
    expect((await call(path, form('List-Unsubscribe=One-Click'))).status).toBe(503);
    expect((await call(path, { method: 'POST' })).status).toBe(503);
    expect((await call(path, form(`List-Unsubscribe=${'x'.repeat(2000)}`))).status).toBe(413);
    expect((await call('/api/notifications/read-all', form('List-Unsubscribe=One-Click'))).status).toBe(415);
    expect((await call(path)).status).toBe(404);
  });

  it('counts no login against the per-address limit that no service answered (only wrong passwords count)', async () => {
    const raw = new Redis(testEnv.redisUrl);
    for (const key of await raw.keys(`${gateway.keyPrefix}ratelimit:login:*`)) await raw.del(key);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await call('/api/login', json({ email: 'a@b.co', password: 'Senha123' }));
      statuses.push(response.status);
      expect(response.headers.get('ratelimit-remaining')).toBe('3');
    }
    // The limit is 3 here: a 429 would have come at the 4th.
    expect(statuses).toEqual([503, 503, 503, 503, 503]);
    const counts = await raw.keys(`${gateway.keyPrefix}ratelimit:login:*`);
    expect(await Promise.all(counts.map((key) => raw.get(key)))).toEqual(counts.map(() => '0'));
    raw.disconnect();
  });

  it('requires a valid token on authenticated routes', async () => {
    expect((await call('/api/me')).status).toBe(401);
    expect((await call('/api/me', { headers: { authorization: 'Bearer not-a-token' } })).status).toBe(401);
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(
      (await call('/api/me', { headers: { authorization: `Bearer ${token({}, otherKey)}` } })).status,
    ).toBe(401);
    // A valid token gets through the guard and reaches the (absent) service.
    expect((await call('/api/me', { headers: { authorization: `Bearer ${token()}` } })).status).toBe(503);
  });

  it('accepts tokens of the previous key during a rotation, and still no other key', async () => {
    const previousPem = previousKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const strangerPem = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const status = async (bearer: string) =>
      (await call('/api/me', { headers: { authorization: `Bearer ${bearer}` } })).status;
    // 503: through the guard, to the (absent) service.
    expect(await status(token({}, previousPem))).toBe(503);
    expect(await status(token())).toBe(503);
    expect(await status(token({}, strangerPem))).toBe(401);
    const expired = jwt.sign({ sub: randomUUID(), jti: randomUUID(), adm: false }, previousPem, {
      algorithm: 'ES256',
      expiresIn: -10,
    });
    expect(await status(expired)).toBe(401);
  });

  it('stops a logged-out token and tokens issued before a revocation mark at once', async () => {
    const jti = randomUUID();
    await gateway.redis.set(authRedisKeys.revokedToken(jti), '1', 'EX', 60);
    expect((await call('/api/me', { headers: { authorization: `Bearer ${token({ jti })}` } })).status).toBe(
      401,
    );

    const sub = randomUUID();
    const issued = token({ sub });
    await gateway.redis.set(authRedisKeys.revokedBefore(sub), String(Math.floor(Date.now() / 1000) + 1));
    expect((await call('/api/me', { headers: { authorization: `Bearer ${issued}` } })).status).toBe(401);
  });

  it('refuses a guest-only route to a signed-in caller', async () => {
    const response = await call('/api/register', {
      ...json({}),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` },
    });
    expect(response.status).toBe(403);
  });

  it('refuses a profile photo that is not an image, by content, whatever its name', async () => {
    const form = new FormData();
    form.append(
      'photo',
      new Blob([Buffer.from('<?php system($_GET[1]); ?>')], { type: 'image/jpeg' }),
      'selfie.jpg',
    );
    const response = await call('/api/profile/photo', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token()}` },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Formato de arquivo não suportado. Use JPG, PNG ou WEBP.',
      errors: { photo: ['Formato de arquivo não suportado. Use JPG, PNG ou WEBP.'] },
    });
  });

  it.each([
    ['just over 2 MB', 900],
    ['over every upload limit', 1600],
  ])('refuses a profile photo %s', async (_label, side) => {
    const big = await sharp({ create: { width: side, height: side, channels: 3, background: '#888' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const form = new FormData();
    form.append('photo', new Blob([big], { type: 'image/png' }), 'big.png');
    const response = await call('/api/profile/photo', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token()}` },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Arquivo muito grande. Máximo 2MB.',
    );
  });

  it('keeps the dev clock closed unless enabled', async () => {
    expect((await call('/api/dev/clock', json({ now: '2026-11-27T00:00:00-03:00' }))).status).toBe(404);
  });

  it('answers liveness and readiness, up or down only, on the public port', async () => {
    expect(await (await call('/health')).json()).toEqual({ status: 'ok', service: 'gateway' });
    const ready = await call('/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', service: 'gateway' });
    expect((await call('/health/details')).status).toBe(404);
  });

  it("shows each dependency's state on the metrics port only", async () => {
    const details = await fetch(`${gateway.metricsBase}/health/details`);
    expect(details.status).toBe(200);
    expect(await details.json()).toEqual({
      status: 'ok',
      service: 'gateway',
      shutting_down: false,
      checks: { nats: 'ok', redis: 'ok' },
    });
  });

  it('serves /metrics on the metrics port only: the public API port answers 404', async () => {
    const onApi = await call('/metrics');
    expect(onApi.status).toBe(404);
    expect(await onApi.text()).not.toContain('encontro_');
    const metrics = await fetch(`${gateway.metricsBase}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await metrics.text();
    expect(text).toContain('encontro_http_request_duration_seconds');
    expect(text).toContain('app="gateway"');
    // The metrics port serves nothing else.
    expect((await fetch(`${gateway.metricsBase}/api/states`)).status).toBe(404);
    expect((await fetch(`${gateway.metricsBase}/health`)).status).toBe(404);
  });

  it('documents the success answer of every route from its contract', async () => {
    type Operation = { responses?: Record<string, { content?: Record<string, { schema?: object }> }> };
    const doc = (await (await call('/api/docs/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const undocumented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => {
          const success = Object.entries(operation.responses ?? {}).filter(([code]) => /^2/.test(code));
          return !success.some(
            ([code, answer]) =>
              code === '204' || Object.values(answer.content ?? {}).some((media) => media.schema),
          );
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('publishes the OpenAPI document built from the contracts', async () => {
    const doc = (await (await call('/api/docs/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/register',
        '/api/cities/{state}',
        '/api/notifications',
        '/api/notifications/{id}/read',
        '/api/notifications/read-all',
        '/api/notifications/preferences',
        '/api/notifications/email/unsubscribe',
        '/api/push/public-key',
        '/api/push/subscriptions',
      ]),
    );
  });
});
