import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startNatsServer, uniqueName } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { apiClient, startGatewayUnderTest, testJwt } from './support/system-harness.js';

type Route = { method: string; path: string };

/**
 * SPEC §6: every admin call is refused to a guest (401) and to a signed-in non-admin (403). The
 * routes come from the gateway's own OpenAPI document, so admin routes added later are covered too.
 * No service runs: the guards answer before any call leaves the gateway.
 */
describe('every /api/admin route: 401 for a guest, 403 for a non-admin', () => {
  const keys = testJwt();
  const token = (adm: boolean) => keys.token(randomUUID(), { admin: adm });
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let gateway: NestFastifyApplication;
  let base: string;
  let routes: Route[];
  const api = apiClient(() => base);

  const call = (route: Route, bearer?: string) =>
    api(route.path.replace(/\{[^}]+\}/g, randomUUID()), {
      method: route.method,
      body: ['GET', 'DELETE'].includes(route.method) ? undefined : {},
      token: bearer,
    });

  beforeAll(async () => {
    nats = await startNatsServer();
    ({ app: gateway, base } = await startGatewayUnderTest({
      natsUrl: nats.url,
      publicKey: keys.publicKeyPem,
      redisKeyPrefix: `${uniqueName('admin_authz')}:`,
      requestTimeoutMs: 1000,
    }));
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
