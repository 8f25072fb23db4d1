import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { natsPermissions, serviceNames, weekInstant, weekOf } from '@encontro/contracts';
import { deleteRedisKeys, startNatsServer, uniqueName } from '@encontro/testing';
import { randomBytes } from 'node:crypto';
import { natsAuthorizationConf, natsPasswordVariable } from '../../deploy/tools/nats-config.mjs';
import { stackApi } from './support/stack-api.js';
import { type ProcessStack, type StackApp, startProcessStack } from './support/process-stack.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The whole platform on the chart's NATS users: the seven built apps (processes, as the image runs
 * them) on a nats-server loaded with the users natsPermissions() gives — the file the chart ships, plus
 * the dev clock this stack moves — each app logged in as itself. Everything an app does on NATS (its
 * requests and answers, JetStream streams, consumer and acks, its outbox relay, forum pushes, health)
 * must fit in its permissions: one refused publish and a flow below stalls or fails.
 */
describe('the apps on their own NATS users', () => {
  const id = uniqueName('natsusers').replace(/[^a-z0-9]/g, '');
  const names = { stream: id.toUpperCase(), subjectPrefix: `${id}.evt`, redisKeyPrefix: `${id}:` };
  const passwords = Object.fromEntries(
    serviceNames.map((service) => [service, `n${randomBytes(16).toString('hex')}`]),
  ) as Record<StackApp, string>;
  let nats: Awaited<ReturnType<typeof startNatsServer>>;
  let stack: ProcessStack;

  const { api, signIn, knownToIndications, nominate } = stackApi(() => stack);
  const eventually = async (what: string, check: () => Promise<boolean>, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  /** The sum of a gauge over an app's /metrics. */
  const gauge = async (app: StackApp, metric: string) => {
    const text = await (await fetch(stack.app(app).metricsUrl)).text();
    return [...text.matchAll(new RegExp(`^${metric}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'))].reduce(
      (sum, [, value]) => sum + Number(value),
      0,
    );
  };

  beforeAll(async () => {
    const permissions = natsPermissions({
      eventsStream: names.stream,
      eventsSubjectPrefix: names.subjectPrefix,
      pushSubjectPrefix: 'push',
      devClockNamespace: id,
    });
    nats = await startNatsServer({
      config: natsAuthorizationConf(permissions),
      env: Object.fromEntries(serviceNames.map((s) => [natsPasswordVariable(s), passwords[s]])),
    });
    stack = await startProcessStack({
      prefix: 'natsusers',
      apps: [...serviceNames],
      seed: true,
      objectStorage: true,
      env: {
        NATS_URL: nats.url,
        EVENTS_STREAM: names.stream,
        EVENTS_SUBJECT_PREFIX: names.subjectPrefix,
        REDIS_KEY_PREFIX: names.redisKeyPrefix,
      },
      appEnv: Object.fromEntries(
        serviceNames.map((app) => [app, { NATS_USER: app, NATS_PASSWORD: passwords[app] }]),
      ),
    });
  }, 240_000);

  afterAll(async () => {
    await stack?.stopAll();
    await nats?.stop();
    await deleteRedisKeys(names.redisKeyPrefix);
  }, 60_000);

  it('runs a week’s flows through every app with no permission refused', async () => {
    const monday = weekInstant(weekOf(new Date(Date.now() + 14 * DAY)).week, 1, 10);
    expect((await api('/api/dev/clock', { body: { now: monday.toISOString() } })).status).toBe(200);
    const [ana, bruno, admin] = [
      await signIn('ana@example.com'),
      await signIn('bruno@example.com'),
      await signIn('admin@example.com', 'Admin123'),
    ];
    // indication-svc hears of people through identity-svc's events (relay and consumer on their users).
    await knownToIndications(ana, bruno);

    const indicationId = await nominate(ana, 'Bar das Permissões');

    // Admin subjects, signed for the admin by the gateway and checked by the owning services.
    expect(
      (await api(`/api/admin/indications/${indicationId}/approve`, { method: 'PUT', token: admin })).status,
    ).toBe(200);
    expect((await api('/api/admin/users', { token: admin })).status).toBe(200);
    expect((await api('/api/admin/statistics', { token: admin })).status).toBe(200);
    expect((await api('/api/admin/forums', { token: admin })).status).toBe(200);
    expect((await api('/api/admin/support-tickets', { token: admin })).status).toBe(200);
    // …and refused to a person who is not one, at the gateway already.
    expect((await api('/api/admin/users', { token: bruno })).status).toBe(403);

    expect(
      (await api(`/api/indications/${indicationId}/vote`, { method: 'POST', token: bruno })).status,
    ).toBe(200);

    // A person's report: admin-svc asks indication-svc (an admin subject, signed as admin-svc) and identity-svc.
    const report = await api(`/api/report/indication/${indicationId}`, {
      token: bruno,
      body: { message: 'teste' },
    });
    expect(report.status).toBe(201);
    // The admin's deletion of the reported content: admin-svc asks indication-svc for the admin.
    const reports = await api('/api/admin/reports', { token: admin });
    expect(reports.status).toBe(200);
    const reportId = String((reports.body.data as { denuncia_id: string }[])[0]?.denuncia_id);
    expect(
      (await api(`/api/admin/reports/${reportId}/content`, { method: 'DELETE', token: admin })).status,
    ).toBe(200);

    // The person's data from all six services (the user rule: only their own).
    expect((await api('/api/profile/export', { token: ana })).status).toBe(200);

    // Every event written was published (the relays' users) and consumed (the consumers' users).
    for (const app of serviceNames.filter((a): a is Exclude<StackApp, 'gateway'> => a !== 'gateway'))
      await eventually(
        `${app}'s outbox to be published and its consumer to be caught up`,
        async () =>
          (await gauge(app, 'encontro_outbox_backlog')) === 0 &&
          (await gauge(app, 'encontro_event_consumer_pending')) === 0,
      );
  });
});
