import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type NotificationList,
  indicationRpc,
  notificationMessages,
  notificationTexts,
  weekInstant,
} from '@encontro/contracts';
import { EventConsumer, JetStreamConnection } from '@encontro/server-events';
import { type PushEndpoint, schemaQueries, startPushEndpoint, waitFor } from '@encontro/testing';
import { linkIn, registration } from '@encontro/identity-svc/test-support';
import { STACK_SECRETS, type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient, startServiceUnderTest } from './support/system-harness.js';
import { WEEK, submitNomination, winnersKit } from './support/winners.js';

/** Half a minute past Friday 00:00 (America/Sao_Paulo): the week has just closed. */
const FRIDAY_MIDNIGHT = new Date(weekInstant(WEEK, 5, 0).getTime() + 30_000);

/**
 * Issue 16's week, through the gateway and the real services on the dev clock: the nominator hosts
 * and hears so at Friday 00:00, whoever else took part in the city hears the winners are out, once
 * (not who took their vote back, moved away, was deleted or lives elsewhere) — and only once
 * indication-svc, down at the reveal, answers who voted; a confirmed participant hears of the host's
 * post in the app and as a Web Push that a local push service receives and decrypts.
 */
describe('a week of notifications: in the app and as encrypted pushes', () => {
  let stack: Stack<'identity' | 'indication' | 'forum' | 'notification'>;
  let users: Record<string, SeededUser> = {};
  let device: PushEndpoint;
  let venue: string;

  const api = apiClient(() => stack.base);
  const as = (who: string) => users[who]!.token;
  const inbox = async (who: string) =>
    (await api('/api/notifications', { token: as(who) })).body as unknown as NotificationList;
  const ofType = async (who: string, type: string) =>
    (await inbox(who)).notifications.filter((n) => n.type === type);
  /** Each vote from a network of its own, so that vote integrity sees no cluster in the week. */
  const voteFrom = async (who: string, indicationId: string, from: string) =>
    (await api(`/api/indications/${indicationId}/vote`, { method: 'POST', token: as(who), from })).status;
  /** notification-svc's notifications of one person, read in its schema (a deleted account cannot sign in). */
  const storedFor = async (userId: string) => {
    const { sql, table } = schemaQueries(stack.notification.db);
    return sql<{ type: string }>(`select type from ${table('notifications')} where user_id = ?`, [userId]);
  };

  /** Registers a person of São Paulo from `from`, verifies the e-mail and signs in; known everywhere. */
  const newcomer = async (who: string, from: string) => {
    const body = registration({ first_name: who });
    expect((await api('/api/register', { body, from })).status).toBe(201);
    const link = linkIn(await stack.identity.mailbox.waitFor(body.email), '/validar-cadastro');
    const verify = { token: link.searchParams.get('token'), email: link.searchParams.get('email') };
    expect((await api('/api/auth/verify-email', { body: verify, from })).status).toBe(200);
    const login = await api('/api/login', { body: { email: body.email, password: body.password }, from });
    expect(login.status).toBe(200);
    const user = login.body.user as SeededUser;
    await waitFor(() => stack.heardOf(user.user_id), 20_000);
    users[who] = { ...user, token: String(login.body.token) };
  };

  /** A service closed (down), or started again on its own resources. */
  const stopService = async (name: 'indication' | 'notification') => {
    await stack.services.get(`${name}-svc`)!.close();
    stack.services.delete(`${name}-svc`);
  };
  const startService = async (name: 'indication' | 'notification') => {
    stack.services.set(
      `${name}-svc`,
      await startServiceUnderTest(`${name}-svc`, stack[name].imports, stack.natsUrl, {
        callerContextSecret: STACK_SECRETS.callerContextSecret,
      }),
    );
  };

  beforeAll(async () => {
    device = await startPushEndpoint();
    ({ stack, users } = await startSeededWeek(
      'sys_notify',
      ['admin', 'ana', 'bruno', 'carla', 'diego', 'rafael'],
      {
        services: ['identity', 'indication', 'forum', 'notification'],
      },
    ));
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await device?.close();
  });

  it('tells the nominator that the indication was approved', async () => {
    const kit = winnersKit({ api, stack, users: () => users });
    venue = await kit.nominate('ana', 'Bar da Ana');
    await kit.vote('carla', venue);
    // Diego changes his mind: at the reveal, indication-svc's votes no longer name him.
    await kit.vote('diego', venue);
    const removed = await api(`/api/indications/${venue}/vote`, { method: 'DELETE', token: as('diego') });
    expect(removed.status).toBe(200);

    await waitFor(async () => (await ofType('ana', 'indication.approved')).length === 1, 10_000);
    const [approved] = await ofType('ana', 'indication.approved');
    expect(approved).toMatchObject({
      ...notificationTexts['indication.approved']('Bar da Ana'),
      read_at: null,
    });
  }, 60_000);

  it('knows who else took part in the city: a nominator, one who also voted, a deleted voter', async () => {
    // Bruno's own nomination has no vote: it does not win, and he hears of the winners as a voter.
    await submitNomination(stack.client, users.bruno!.user_id, 'Bar do Bruno');
    expect(await voteFrom('bruno', venue, '100.64.30.2')).toBe(200);
    await newcomer('nominator', '100.64.30.1');
    await submitNomination(stack.client, users.nominator!.user_id, 'Bar Perdedor');
    // Rafael nominates in Rio de Janeiro, whose week has no winner.
    await submitNomination(stack.client, users.rafael!.user_id, 'Bar do Rafael');
    await newcomer('leaver', '100.64.30.4');
    expect(await voteFrom('leaver', venue, '100.64.30.4')).toBe(200);
    const deleted = await api(`/api/admin/users/${users.leaver!.user_id}`, {
      method: 'DELETE',
      token: as('admin'),
    });
    expect(deleted.status).toBe(200);

    const people = schemaQueries(stack.notification.db);
    const cityOf = async (userId: string) =>
      (
        await people.sql<{ city_id: string }>(
          `select city_id from ${people.table('people')} where user_id = ?`,
          [userId],
        )
      )[0]?.city_id;
    await waitFor(async () => (await cityOf(users.leaver!.user_id)) === undefined, 15_000);
  }, 120_000);

  it('while indication-svc does not answer who voted, tells no one of the week it closed', async () => {
    // notification-svc hears week.closed only once indication-svc, which closed the week, is down.
    await stopService('notification');
    stack.setClocks(FRIDAY_MIDNIGHT);
    const indication = schemaQueries(stack.indication.db);
    const closedEvent = async () =>
      (
        await indication.sql<{ id: string }>(
          `select id from ${indication.table('outbox')}
            where name = 'week.closed' and published_at is not null and payload->>'city_id' = '3550308'`,
        )
      )[0]?.id;
    await waitFor(async () => (await closedEvent()) !== undefined, 15_000);
    const eventId = (await closedEvent())!;
    await stopService('indication');
    await startService('notification');

    // Its deliveries fail (no one answers who voted) and come again with back-off.
    const notifier = stack.services.get('notification-svc')!;
    const { jsm } = await notifier.get(JetStreamConnection).get();
    const consumer = () =>
      jsm.consumers.info(stack.notification.bus.stream, notifier.get(EventConsumer).durableName);
    await waitFor(async () => (await consumer()).num_redelivered > 0, 15_000);
    const notifications = schemaQueries(stack.notification.db);
    expect(
      await notifications.sql(`select 1 from ${notifications.table('inbox')} where event_id = ?`, [eventId]),
    ).toEqual([]);
    for (const who of ['ana', 'bruno', 'carla']) {
      const told = (await storedFor(users[who]!.user_id)).filter((n) => n.type !== 'indication.approved');
      expect({ who, told }).toEqual({ who, told: [] });
    }
  }, 60_000);

  it('once indication-svc answers, tells the host to confirm and everyone else who took part that the winners are out, once', async () => {
    await startService('indication');

    await waitFor(async () => (await ofType('ana', 'host.selected')).length === 1, 30_000);
    await waitFor(async () => (await ofType('carla', 'winners.revealed')).length === 1, 30_000);
    expect((await ofType('ana', 'host.selected'))[0]).toMatchObject({
      ...notificationTexts['host.selected']('Bar da Ana', 'F'),
      url: '/',
      read_at: null,
    });
    expect(await ofType('ana', 'winners.revealed')).toEqual([]);
    for (const who of ['carla', 'bruno', 'nominator']) {
      const revealed = await ofType(who, 'winners.revealed');
      expect(revealed).toHaveLength(1);
      expect(revealed[0]).toMatchObject(notificationTexts['winners.revealed']('São Paulo'));
    }
    for (const who of ['bruno', 'nominator']) expect(await ofType(who, 'host.selected')).toEqual([]);
    // Who took their vote back, or took no part in the week, hears nothing.
    expect((await inbox('diego')).notifications).toEqual([]);
    expect(await ofType('admin', 'winners.revealed')).toEqual([]);
    // Who lives in another city is not told of São Paulo's winners. (Nobody can move away in the week
    // they voted: identity-svc refuses it once it knows of the vote. The notifier's unit spec covers
    // a voter who lives elsewhere by the reveal anyway.)
    for (const who of ['rafael']) {
      expect(await ofType(who, 'winners.revealed')).toEqual([]);
      expect(await ofType(who, 'host.selected')).toEqual([]);
    }
    // A deleted voter: nothing written for them.
    expect(await storedFor(users.leaver!.user_id)).toEqual([]);
  }, 60_000);

  it('sends a confirmed participant the host’s post in the app and as an encrypted push', async () => {
    const subscribed = await api('/api/push/subscriptions', {
      method: 'POST',
      token: as('bruno'),
      body: device.subscription,
    });
    expect(subscribed).toMatchObject({ status: 201, body: { message: notificationMessages.subscribed } });
    expect((await api(`/api/forum/${venue}/confirm`, { method: 'POST', token: as('bruno') })).status).toBe(
      200,
    );
    await waitFor(
      async () => (await api(`/api/forum/${venue}`, { token: as('bruno') })).status === 200,
      10_000,
    );

    const posted = await api(`/api/forum/${venue}/posts`, {
      method: 'POST',
      token: as('ana'),
      body: { content: 'Reservei a mesa grande para as 19h.' },
    });
    expect(posted.status).toBe(201);

    const expected = notificationTexts['forum.post']('Bar da Ana', venue);
    await waitFor(async () => (await ofType('bruno', 'forum.post')).length === 1, 15_000);
    const [inApp] = await ofType('bruno', 'forum.post');
    expect(inApp).toMatchObject({ ...expected, read_at: null });

    const payload = await device.received(15_000, 'forum.post');
    expect(payload).toEqual({ id: inApp!.id, type: 'forum.post', ...expected });
    const [delivery] = device.requests;
    expect(delivery!.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    // The host wrote it: the host is not told of their own post.
    expect(await ofType('ana', 'forum.post')).toEqual([]);
  }, 60_000);

  it('read-all zeroes the count; nobody else can read or mark them', async () => {
    const [hostNotice] = await ofType('ana', 'host.selected');
    const foreign = await api(`/api/notifications/${hostNotice!.id}/read`, {
      method: 'POST',
      token: as('carla'),
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: notificationMessages.notFound } });
    expect((await inbox('carla')).notifications.map((n) => n.id)).not.toContain(hostNotice!.id);
    expect((await inbox('ana')).notifications.find((n) => n.id === hostNotice!.id)?.read_at).toBeNull();

    expect((await inbox('bruno')).unread).toBeGreaterThan(0);
    const allRead = await api('/api/notifications/read-all', { method: 'POST', token: as('bruno') });
    expect(allRead).toMatchObject({ status: 200, body: { unread: 0 } });
    const after = await inbox('bruno');
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n) => n.read_at !== null)).toBe(true);
    expect((await inbox('ana')).unread).toBeGreaterThan(0);
  }, 30_000);

  it('takes the removed winner’s notifications away from the attendee’s list and count, and its decision and host.selected from the host’s; the city’s winners.revealed stays', async () => {
    const posted = await api(`/api/forum/${venue}/posts`, {
      method: 'POST',
      token: as('ana'),
      body: { content: 'Mudamos para as 20h.' },
    });
    expect(posted.status).toBe(201);
    await waitFor(async () => (await inbox('bruno')).unread === 1, 15_000);
    expect(await ofType('bruno', 'forum.post')).toHaveLength(2);

    expect((await inbox('ana')).notifications.map((n) => n.type).sort()).toEqual([
      'host.selected',
      'indication.approved',
    ]);

    // What admin-svc's delete-content asks of indication-svc for a reported winner.
    await stack.client.call(indicationRpc.adminRemove, {
      actor_id: users.admin!.user_id,
      indication_id: venue,
    });

    await waitFor(async () => (await ofType('bruno', 'forum.post')).length === 0, 15_000);
    expect((await inbox('bruno')).unread).toBe(0);
    expect((await inbox('ana')).notifications.map((n) => n.type)).toEqual([]);
    expect((await ofType('carla', 'winners.revealed'))[0]).toMatchObject(
      notificationTexts['winners.revealed']('São Paulo'),
    );
  }, 60_000);
});
