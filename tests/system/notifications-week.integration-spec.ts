import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type NotificationList,
  indicationRpc,
  notificationMessages,
  notificationTexts,
  weekInstant,
} from '@encontro/contracts';
import { type PushEndpoint, startPushEndpoint, waitFor } from '@encontro/testing';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { WEEK, winnersKit } from './support/winners.js';

/** Half a minute past Friday 00:00 (America/Sao_Paulo): the week has just closed. */
const FRIDAY_MIDNIGHT = new Date(weekInstant(WEEK, 5, 0).getTime() + 30_000);

/**
 * Issue 16's week, through the gateway and the real services on the dev clock: the nominator hosts
 * and hears so at Friday 00:00, a voter hears the winners are out, a confirmed participant hears of
 * the host's post in the app and as a Web Push that a local push service receives and decrypts.
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

  beforeAll(async () => {
    device = await startPushEndpoint();
    ({ stack, users } = await startSeededWeek('sys_notify', ['admin', 'ana', 'bruno', 'carla', 'diego'], {
      services: ['identity', 'indication', 'forum', 'notification'],
    }));
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await device?.close();
  });

  it('tells the nominator that the indication was approved', async () => {
    const kit = winnersKit({ api, stack, users: () => users });
    venue = await kit.nominate('ana', 'Bar da Ana');
    await kit.vote('carla', venue);

    await waitFor(async () => (await ofType('ana', 'indication.approved')).length === 1, 10_000);
    const [approved] = await ofType('ana', 'indication.approved');
    expect(approved).toMatchObject({
      ...notificationTexts['indication.approved']('Bar da Ana'),
      read_at: null,
    });
  }, 60_000);

  it('at Friday 00:00 tells the host to confirm and a voter that the winners are out', async () => {
    stack.setClocks(FRIDAY_MIDNIGHT);

    await waitFor(async () => (await ofType('ana', 'host.selected')).length === 1, 15_000);
    await waitFor(async () => (await ofType('carla', 'winners.revealed')).length === 1, 15_000);
    expect((await ofType('ana', 'host.selected'))[0]).toMatchObject({
      ...notificationTexts['host.selected']('Bar da Ana', 'F'),
      url: '/',
      read_at: null,
    });
    expect((await ofType('carla', 'winners.revealed'))[0]).toMatchObject(
      notificationTexts['winners.revealed']('São Paulo'),
    );
    // Who took no part in the week hears nothing.
    expect((await inbox('diego')).notifications).toEqual([]);
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

    const payload = await device.received(15_000);
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

  it('takes the removed winner’s notifications away from the attendee’s list and count; the city’s winners.revealed stays', async () => {
    const posted = await api(`/api/forum/${venue}/posts`, {
      method: 'POST',
      token: as('ana'),
      body: { content: 'Mudamos para as 20h.' },
    });
    expect(posted.status).toBe(201);
    await waitFor(async () => (await inbox('bruno')).unread === 1, 15_000);
    expect(await ofType('bruno', 'forum.post')).toHaveLength(2);

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
