import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  emailNotificationTypes,
  genericMessages,
  userLifecycleMessages,
  notificationMessages as m,
  notificationTypes,
  textMessages,
} from '@encontro/contracts';
import { signUnsubscribeToken } from '@encontro/server-mail';
import { waitFor } from '@encontro/testing';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { STACK_SECRETS, type Stack, signInKnownEverywhere, startStack } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { MONDAY, submitNomination } from './support/winners.js';

const SUBSCRIPTIONS_PER_HOUR = 5;

/** A browser's PushSubscription.toJSON(), for a local (http) push service the stack accepts. */
const device = (name: string) => ({
  endpoint: `http://127.0.0.1:9/push/${name}-${randomUUID()}`,
  keys: {
    p256dh: createECDH('prime256v1').generateKeys('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});

/**
 * Issue 16 through the public API: gateway → NATS → notification-svc (and indication-svc, identity-svc
 * for the notification made from an approval). Who may call what, input refused in pt-BR, another
 * person's rows untouched, preferences, and the one-click e-mail unsubscribe (RFC 8058).
 */
describe('notifications through the gateway: centre, preferences, push subscriptions, e-mail opt-out', () => {
  let stack: Stack<'identity' | 'indication' | 'notification'>;
  let users: Record<string, SeededUser>;
  const api = apiClient(() => stack.base);
  const token = (who: string) => users[who]!.token;
  const subscriptionsOf = async (userId?: string) =>
    (
      await stack.notification.db.orm.em
        .fork()
        .execute<{ user_id: string; endpoint: string }[]>(
          `select user_id, endpoint from "${stack.notification.db.schema}".push_subscriptions`,
        )
    ).filter((row) => !userId || row.user_id === userId);

  beforeAll(async () => {
    stack = await startStack('sys_notif', {
      services: ['identity', 'indication', 'notification'],
      seed: true,
      clock: MONDAY,
      gateway: {
        requestTimeoutMs: 5000,
        extraEnv: { RATE_LIMIT_PUSH_SUBSCRIPTION_PER_USER: String(SUBSCRIPTIONS_PER_HOUR) },
      },
    });
    users = await signInKnownEverywhere(api, stack, ['admin', 'ana', 'bruno', 'carla']);
  }, 120_000);

  afterAll(() => stack?.stop());

  it('refuses every private route without a session, and gives the VAPID public key to anyone', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/notifications'],
      ['POST', `/api/notifications/${randomUUID()}/read`],
      ['POST', '/api/notifications/read-all'],
      ['GET', '/api/notifications/preferences'],
      ['PUT', '/api/notifications/preferences', { preferences: {} }],
      ['POST', '/api/push/subscriptions', device('guest')],
      ['DELETE', '/api/push/subscriptions', { endpoint: 'https://push.example.com/x' }],
    ];
    for (const [method, path, body] of routes)
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[])
        expect([`${method} ${path}`, await api(path, { method, body, headers })]).toEqual([
          `${method} ${path}`,
          { status: 401, body: { message: genericMessages.unauthenticated } },
        ]);
    expect(await subscriptionsOf()).toEqual([]);

    const key = await api('/api/push/public-key');
    expect(key).toEqual({ status: 200, body: { public_key: STACK_SECRETS.vapid.publicKey } });
    const point = Buffer.from(String(key.body.public_key), 'base64url');
    expect(String(key.body.public_key)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect([point.length, point[0]]).toEqual([65, 0x04]);
  });

  it('takes a device subscription, and refuses a bad one with a pt-BR 422 that changes nothing', async () => {
    const good = device('ana');
    expect(await api('/api/push/subscriptions', { token: token('ana'), body: good })).toEqual({
      status: 201,
      body: { message: m.subscribed },
    });
    const before = await subscriptionsOf();
    const huge = 'x'.repeat(200_000);
    const bad: [string, unknown, string][] = [
      ['not a URL', { ...good, endpoint: 'não é um endereço' }, m.endpointInvalid],
      ['no endpoint', { keys: good.keys }, m.endpointInvalid],
      ['a huge endpoint', { ...good, endpoint: `https://push.example.com/${huge}` }, m.endpointInvalid],
      [
        'a NUL byte',
        { ...good, endpoint: `https://push.example.com/a\u0000b` },
        textMessages.invalidCharacters,
      ],
      ['no keys', { endpoint: good.endpoint }, m.keysInvalid],
      ['a short p256dh', { ...good, keys: { ...good.keys, p256dh: 'BAAA' } }, m.keysInvalid],
      [
        'a p256dh off the curve',
        { ...good, keys: { ...good.keys, p256dh: `B${'A'.repeat(86)}` } },
        m.keysInvalid,
      ],
      ['a huge auth', { ...good, keys: { ...good.keys, auth: huge } }, m.keysInvalid],
      ['keys as text', { ...good, keys: 'p256dh' }, m.keysInvalid],
    ];
    for (const [what, body, message] of bad) {
      const answer = await api('/api/push/subscriptions', { token: token('bruno'), body });
      expect([what, answer.status, answer.body.message]).toEqual([what, 422, message]);
      expect(Object.keys(answer.body.errors ?? {})).not.toHaveLength(0);
    }
    expect(await subscriptionsOf()).toEqual(before);
  });

  it('refuses, in pt-BR, a device whose endpoint is no browser push service (PUSH_ENDPOINT_HOSTS)', async () => {
    const before = await subscriptionsOf();
    for (const endpoint of ['https://attacker.example/x', 'https://169.254.169.254/latest/meta-data']) {
      const answer = await api('/api/push/subscriptions', {
        token: token('bruno'),
        body: { ...device('bruno'), endpoint },
      });
      expect([endpoint, answer.status, answer.body.message]).toEqual([endpoint, 422, m.endpointInvalid]);
    }
    expect(await subscriptionsOf()).toEqual(before);
  });

  it("leaves another person's subscription alone when they remove its endpoint", async () => {
    const ana = device('ana-phone');
    expect((await api('/api/push/subscriptions', { token: token('ana'), body: ana })).status).toBe(201);
    const removal = { method: 'DELETE', body: { endpoint: ana.endpoint } };
    expect(await api('/api/push/subscriptions', { ...removal, token: token('bruno') })).toEqual({
      status: 200,
      body: { message: m.unsubscribed },
    });
    expect((await subscriptionsOf(users.ana!.user_id)).map((s) => s.endpoint)).toContain(ana.endpoint);
    expect((await api('/api/push/subscriptions', { ...removal, token: token('ana') })).status).toBe(200);
    expect((await subscriptionsOf()).map((s) => s.endpoint)).not.toContain(ana.endpoint);
  });

  it('limits the subscriptions one person makes per hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SUBSCRIPTIONS_PER_HOUR; i += 1)
      statuses.push(
        (await api('/api/push/subscriptions', { token: token('carla'), body: device('carla') })).status,
      );
    expect(statuses).toEqual([...Array<number>(SUBSCRIPTIONS_PER_HOUR).fill(201), 429]);
    expect(
      (await api('/api/push/subscriptions', { token: token('carla'), body: device('carla') })).body,
    ).toEqual({
      message: userLifecycleMessages.tooFast,
    });
    expect(await subscriptionsOf(users.carla!.user_id)).toHaveLength(SUBSCRIPTIONS_PER_HOUR);
  });

  it('saves preferences per type and channel, keeping the others, and refuses unknown ones', async () => {
    const initial = await api('/api/notifications/preferences', { token: token('bruno') });
    expect(initial.status).toBe(200);
    const preferences = initial.body.preferences as Record<string, Record<string, boolean>>;
    expect(Object.keys(preferences).sort()).toEqual([...notificationTypes].sort());
    const change = { preferences: { 'forum.post': { push: false }, 'ticket.responded': { email: false } } };
    const saved = await api('/api/notifications/preferences', {
      method: 'PUT',
      token: token('bruno'),
      body: change,
    });
    const expected = {
      ...preferences,
      'forum.post': { ...preferences['forum.post'], push: false },
      'ticket.responded': { ...preferences['ticket.responded'], email: false },
    };
    expect(saved).toEqual({ status: 200, body: { message: m.preferencesSaved, preferences: expected } });
    expect((await api('/api/notifications/preferences', { token: token('bruno') })).body).toEqual({
      preferences: expected,
    });
    // Ana's are her own.
    expect((await api('/api/notifications/preferences', { token: token('ana') })).body).toEqual({
      preferences,
    });
    for (const body of [
      { preferences: { 'no.such.type': { push: false } } },
      { preferences: { 'forum.post': { push: 'no' } } },
    ]) {
      const refused = await api('/api/notifications/preferences', {
        method: 'PUT',
        token: token('bruno'),
        body,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toBeDefined();
    }
    expect((await api('/api/notifications/preferences', { token: token('bruno') })).body.preferences).toEqual(
      expected,
    );
  });

  it('unsubscribes from an e-mail by its signed link on POST only (RFC 8058 one-click)', async () => {
    const type = emailNotificationTypes[0];
    const emailOn = async () =>
      (
        (await api('/api/notifications/preferences', { token: token('ana') })).body.preferences as Record<
          string,
          { email: boolean }
        >
      )[type]!.email;
    const link = `/api/notifications/email/unsubscribe?token=${encodeURIComponent(
      signUnsubscribeToken(STACK_SECRETS.emailUnsubscribeSecret, users.ana!.user_id, type),
    )}`;
    expect(await emailOn()).toBe(true);
    // A mail scanner following the link changes nothing.
    expect([404, 405]).toContain((await api(link)).status);
    expect(await emailOn()).toBe(true);

    const forged = signUnsubscribeToken('another-secret-0123456789', users.ana!.user_id, type);
    expect(await api(`/api/notifications/email/unsubscribe?token=${forged}`, { method: 'POST' })).toEqual({
      status: 404,
      body: { message: m.unsubscribeLinkInvalid },
    });
    expect((await api('/api/notifications/email/unsubscribe', { method: 'POST' })).status).toBe(422);
    expect(await emailOn()).toBe(true);

    // What a mail provider sends for the List-Unsubscribe-Post header.
    const oneClick = await fetch(`${stack.base}${link}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect([oneClick.status, await oneClick.json()]).toEqual([200, { message: m.unsubscribedByEmail, type }]);
    expect(await emailOn()).toBe(false);
    // The web page's button posts again (no body): the same answer.
    expect(await api(link, { method: 'POST' })).toEqual({
      status: 200,
      body: { message: m.unsubscribedByEmail, type },
    });
  });

  it('documents every new route in the OpenAPI document with the success answer of its contract', async () => {
    type Operation = { responses: Record<string, { content?: Record<string, { schema?: object }> }> };
    const { paths } = (await api('/api/docs/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const routes = [
      'get /api/notifications',
      'post /api/notifications/{id}/read',
      'post /api/notifications/read-all',
      'get /api/notifications/preferences',
      'put /api/notifications/preferences',
      'get /api/push/public-key',
      'post /api/push/subscriptions',
      'delete /api/push/subscriptions',
      'post /api/notifications/email/unsubscribe',
    ];
    const documented = routes.filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      const success = Object.entries(paths[path]?.[method]?.responses ?? {}).find(([code]) =>
        /^2/.test(code),
      );
      return Object.values(success?.[1].content ?? {}).some((media) => media.schema);
    });
    expect(documented).toEqual(routes);
    expect(Object.keys(paths['/api/notifications/email/unsubscribe'] ?? {})).toEqual(['post']);
  });

  it('tells the nominator their nomination was approved; only they may read it; read-all clears the count', async () => {
    const id = await submitNomination(stack.client, users.ana!.user_id, 'Bar Notificado');
    expect(
      (await api(`/api/admin/indications/${id}/approve`, { method: 'PUT', token: token('admin') })).status,
    ).toBe(200);
    let list = await api('/api/notifications', { token: token('ana') });
    await waitFor(async () => {
      list = await api('/api/notifications', { token: token('ana') });
      return list.body.unread === 1;
    }, 20_000);
    const [notification] = list.body.notifications as { id: string; title: string; read_at: null }[];
    expect(notification).toMatchObject({ type: 'indication.approved', title: 'Sua indicação foi aprovada' });
    expect(list.body).toMatchObject({ unread: 1, next_before: null });

    const notFound = { status: 404, body: { message: m.notFound } };
    expect(
      await api(`/api/notifications/${notification!.id}/read`, { method: 'POST', token: token('bruno') }),
    ).toEqual(notFound);
    expect(await api('/api/notifications/not-a-uuid/read', { method: 'POST', token: token('ana') })).toEqual(
      notFound,
    );
    expect((await api('/api/notifications', { token: token('bruno') })).body).toMatchObject({
      notifications: [],
      unread: 0,
    });

    expect(await api('/api/notifications/read-all', { method: 'POST', token: token('ana') })).toEqual({
      status: 200,
      body: { message: m.allRead, unread: 0 },
    });
    const after = await api('/api/notifications', { token: token('ana') });
    expect(after.body).toMatchObject({
      unread: 0,
      notifications: [{ id: notification!.id, read_at: expect.any(String) }],
    });
  });
});
