import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { freePort, startNatsServer, testEnv, uniqueName } from '@encontro/testing';
import jwt from 'jsonwebtoken';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { bootstrapGateway } from '@encontro/gateway/bootstrap';
import { loadGatewayConfig } from '@encontro/gateway/config';

type Route = { method: string; path: string };

/**
 * SPEC §6: every admin call is refused to a guest (401) and to a signed-in non-admin (403). The
 * routes come from the gateway's own OpenAPI document, so admin routes added later are covered too.
 * No service runs: the guards answer before any call leaves the gateway.
 */
describe('every /api/admin route: 401 for a guest, 403 for a non-admin', () => {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const token = (adm: boolean) =>
    jwt.sign({ sub: randomUUID(), jti: randomUUID(), adm }, privatePem, {
      algorithm: 'ES256',
      expiresIn: 3600,
    });
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let gateway: NestFastifyApplication;
  let base: string;
  let routes: Route[];

  const call = async (route: Route, bearer?: string) => {
    const path = route.path.replace(/\{[^}]+\}/g, randomUUID());
    const hasBody = !['GET', 'DELETE'].includes(route.method);
    const response = await fetch(`${base}${path}`, {
      method: route.method,
      headers: {
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: hasBody ? '{}' : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };

  beforeAll(async () => {
    nats = await startNatsServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    gateway = await bootstrapGateway(
      loadGatewayConfig({
        HTTP_PORT: String(port),
        LOG_LEVEL: 'silent',
        NATS_URL: nats.url,
        NATS_REQUEST_TIMEOUT_MS: '1000',
        REDIS_URL: testEnv.redisUrl,
        REDIS_KEY_PREFIX: `${uniqueName('admin_authz')}:`,
        JWT_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      }),
    );
    const document = (await (await fetch(`${base}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => ({ method: m.toUpperCase(), path })),
      );
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
    await nats?.stop();
  });

  it('documents the admin calls of SPEC §7 that admin-svc owns (and the list is not empty)', () => {
    const listed = routes.map((r) => `${r.method} ${r.path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/admin/statistics',
        'GET /api/admin/reports',
        'PUT /api/admin/reports/{id}/resolve',
        'DELETE /api/admin/reports/{id}/content',
        'GET /api/admin/censored-words',
        'POST /api/admin/censored-words',
        'DELETE /api/admin/censored-words/{id}',
        'GET /api/admin/settings',
        'PUT /api/admin/settings',
        'GET /api/admin/audit',
        'GET /api/admin/indications',
        'GET /api/admin/support-tickets',
      ]),
    );
  });

  it('refuses every admin route to a guest with 401 and to a signed-in non-admin with 403', async () => {
    const user = token(false);
    const refusals = await Promise.all(
      routes.map(async (route) => ({
        route: `${route.method} ${route.path}`,
        guest: (await call(route)).status,
        user: (await call(route, user)).status,
      })),
    );
    expect(refusals.filter((r) => r.guest !== 401 || r.user !== 403)).toEqual([]);
    expect(refusals.length).toBe(routes.length);
    expect((await call({ method: 'GET', path: '/api/admin/reports' }, user)).body).toEqual({
      message: 'Você não tem permissão para esta ação.',
    });
  });

  it('lets an admin through the guards (no service runs here, so the call itself is unavailable)', async () => {
    const admin = token(true);
    const statuses = await Promise.all(routes.map(async (route) => (await call(route, admin)).status));
    expect(statuses.filter((s) => s === 401 || s === 403)).toEqual([]);
  });

  it("refuses reporting to a guest with the report screen's message", async () => {
    expect(await call({ method: 'POST', path: `/api/report/post/${randomUUID()}` })).toEqual({
      status: 401,
      body: { message: 'Você precisa estar logado para reportar conteúdo.' },
    });
  });
});
