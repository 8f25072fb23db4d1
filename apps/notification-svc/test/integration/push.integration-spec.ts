import { afterEach, describe, expect, it } from '@jest/globals';
import { notificationMessages, notificationTexts } from '@encontro/contracts';
import { expectRefusal, type PushEndpoint, startPushEndpoint, waitFor } from '@encontro/testing';
import { createECDH, randomBytes } from 'node:crypto';
import { PushHandlers } from '../../src/push/push.handlers.js';
import type { TestPerson } from '../support/notification-test-app.js';
import { notificationSuite } from '../support/suite.js';

describe('notification-svc: Web Push to subscribed devices', () => {
  const t = notificationSuite('notification_push', { PUSH_MAX_PER_HOUR: '3' });
  const endpoints: PushEndpoint[] = [];

  afterEach(async () => {
    await Promise.all(endpoints.splice(0).map((endpoint) => endpoint.close()));
  });

  /** A person with one device on a push service of the test's own. */
  const subscribed = async (): Promise<{ who: TestPerson; device: PushEndpoint }> => {
    const who = await t.person();
    const device = await startPushEndpoint();
    endpoints.push(device);
    await t.get(PushHandlers).subscribe({ user_id: who.user_id, body: device.subscription });
    return { who, device };
  };
  const subscriptions = (who: TestPerson) =>
    t.sql(`select 1 from ${t.table('push_subscriptions')} where user_id = ?`, [who.user_id]);
  const queued = () => t.sql(`select 1 from ${t.table('push_deliveries')}`);

  it('sends an encrypted, VAPID-signed push the device decrypts to the notification it shows', async () => {
    const { who, device } = await subscribed();

    await t.ticketResponded(who, 'Horário do encontro');

    const payload = await device.received();
    const [listed] = (await t.list(who.user_id)).notifications;
    expect(payload).toEqual({
      id: listed!.id,
      type: 'ticket.responded',
      ...notificationTexts['ticket.responded']('Horário do encontro'),
    });
    const { headers } = device.requests[0]!;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(headers.ttl).toBe(String(t.config.PUSH_TTL_SECONDS));
    expect(headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.config.VAPID_PUBLIC_KEY}$`),
    );
    await waitFor(async () => (await queued()).length === 0);
  });

  it('answers the VAPID public key browsers subscribe with', async () => {
    expect(await t.get(PushHandlers).publicKey({})).toEqual({ public_key: t.config.VAPID_PUBLIC_KEY });
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const { who, device } = await subscribed();
    device.respondWith(410);

    await t.ticketResponded(who, 'Expirou');

    await waitFor(async () => (await subscriptions(who)).length === 0);
    expect(device.requests.map((request) => request.status)).toEqual([410]);
    expect(await queued()).toEqual([]);
  });

  it('retries after a 500 with back-off until the push service takes it', async () => {
    const { who, device } = await subscribed();
    device.respondWith(500);

    await t.ticketResponded(who, 'Tente de novo');
    await waitFor(() => device.requests.length >= 2);
    device.respondWith(201);

    expect(await device.received()).toMatchObject({ type: 'ticket.responded' });
    expect(device.requests[0]!.status).toBe(500);
    expect(await subscriptions(who)).toHaveLength(1);
  });

  it('pushes at most PUSH_MAX_PER_HOUR notifications an hour, and still lists the others', async () => {
    const { who, device } = await subscribed();

    for (const subject of ['Um', 'Dois', 'Três', 'Quatro']) await t.ticketResponded(who, subject);

    for (let i = 0; i < 3; i += 1) await device.received();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(device.requests).toHaveLength(3);
    const list = await t.list(who.user_id);
    expect(list.unread).toBe(4);
  });

  it('moves a device to whoever subscribes it last, and keeps ten devices a person, dropping the oldest', async () => {
    const { who: first, device } = await subscribed();
    const second = await t.person();
    await t.get(PushHandlers).subscribe({ user_id: second.user_id, body: device.subscription });
    expect(await subscriptions(first)).toEqual([]);

    const endpoint = (n: number) => ({
      endpoint: `https://push.example.com/device/${n}`,
      keys: device.subscription.keys,
    });
    for (let n = 1; n <= 10; n += 1) {
      t.clock.set(new Date(Date.now() + n * 1000));
      await t.get(PushHandlers).subscribe({ user_id: second.user_id, body: endpoint(n) });
    }
    t.clock.reset();
    const kept = await t.sql<{ endpoint: string }>(
      `select endpoint from ${t.table('push_subscriptions')} where user_id = ? order by created_at, endpoint`,
      [second.user_id],
    );
    expect(kept).toHaveLength(10);
    expect(kept.map((row) => row.endpoint)).not.toContain(device.subscription.endpoint);
  });

  it('refuses in pt-BR a subscription to a host that is no push service of PUSH_ENDPOINT_HOSTS, storing nothing', async () => {
    const who = await t.person();
    const body = {
      endpoint: 'https://attacker.example/x',
      keys: {
        p256dh: createECDH('prime256v1').generateKeys('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };

    await expectRefusal(
      t.get(PushHandlers).subscribe({ user_id: who.user_id, body }),
      'VALIDATION_FAILED',
      notificationMessages.endpointInvalid,
      { endpoint: [notificationMessages.endpointInvalid] },
    );
    expect(await subscriptions(who)).toEqual([]);
  });

  it('unsubscribes only the caller’s own device, answering the same for any other endpoint', async () => {
    const { who, device } = await subscribed();
    const other = await t.person();
    const unsubscribe = (userId: string) =>
      t.get(PushHandlers).unsubscribe({ user_id: userId, body: { endpoint: device.subscription.endpoint } });

    expect(await unsubscribe(other.user_id)).toEqual({
      message: 'Notificações desativadas neste dispositivo.',
    });
    expect(await subscriptions(who)).toHaveLength(1);
    expect(await unsubscribe(who.user_id)).toEqual({
      message: 'Notificações desativadas neste dispositivo.',
    });
    expect(await subscriptions(who)).toEqual([]);
  });
});
