import { beforeEach, describe, expect, it } from '@jest/globals';
import { notificationMessages } from '@encontro/contracts';
import {
  clockAt,
  expectRefusal,
  ormForking,
  serviceUnderTest,
  transactionalOrm,
} from '@encontro/testing/unit';
import { randomUUID } from 'node:crypto';
import { subscriptionFactory } from '../../test/support/factories.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { MAX_SUBSCRIPTIONS_PER_PERSON, PushSubscriptionsService } from './push-subscriptions.service.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const VAPID = { publicKey: 'BPublicKey', privateKey: 'private', subject: 'mailto:contato@encontro.app' };
/** PUSH_ENDPOINT_HOSTS as loaded: the factory's push.example.com, one exact host and one wildcard. */
const HOSTS = ['push.example.com', 'fcm.googleapis.com', '*.push.apple.com'];

describe(PushSubscriptionsService.name, () => {
  const user = randomUUID();
  const device = subscriptionFactory({ userId: user });
  const body = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } };

  const t = serviceUnderTest(PushSubscriptionsService, ({ em }) => ({
    orm: transactionalOrm(em),
    subscriptions: PushSubscriptionsRepository,
    clock: clockAt(NOW),
    vapid: VAPID,
    config: { PUSH_ALLOW_HTTP_ENDPOINTS: false, PUSH_ENDPOINT_HOSTS: HOSTS },
  }));
  /** The service where PUSH_ALLOW_HTTP_ENDPOINTS lets a local test push service in. */
  const allowingHttp = () =>
    new PushSubscriptionsService(t.orm, t.subscriptions, t.clock, t.vapid, {
      PUSH_ALLOW_HTTP_ENDPOINTS: true,
      PUSH_ENDPOINT_HOSTS: [...HOSTS, '127.0.0.1'],
    });
  const endpointInvalid = {
    reason: 'VALIDATION_FAILED',
    message: notificationMessages.endpointInvalid,
    errors: { endpoint: [notificationMessages.endpointInvalid] },
  };

  beforeEach(() => {
    t.subscriptions.upsert.mockResolvedValue(undefined);
    t.subscriptions.keepNewest.mockResolvedValue(0);
  });

  it('answers the VAPID public key', () => {
    expect(t.sut.publicKey()).toEqual({ public_key: 'BPublicKey' });
  });

  it('stores the device under its endpoint for the caller, then keeps their ten newest', async () => {
    expect(await t.sut.subscribe(user, body, 'Firefox')).toEqual({
      message: notificationMessages.subscribed,
    });

    expect(t.subscriptions.upsert).toHaveBeenCalledWith(t.em, {
      userId: user,
      endpoint: device.endpoint,
      p256dh: device.p256dh,
      auth: device.auth,
      userAgent: 'Firefox',
      at: NOW,
    });
    expect(t.subscriptions.keepNewest).toHaveBeenCalledWith(t.em, user, MAX_SUBSCRIPTIONS_PER_PERSON);
    expect(MAX_SUBSCRIPTIONS_PER_PERSON).toBe(10);
  });

  it('refuses an http endpoint in pt-BR, storing nothing', async () => {
    await expect(
      t.sut.subscribe(user, { ...body, endpoint: 'http://push.example.com/x' }, null),
    ).rejects.toMatchObject(endpointInvalid);
    expect(t.subscriptions.upsert).not.toHaveBeenCalled();
  });

  it('accepts an http endpoint where PUSH_ALLOW_HTTP_ENDPOINTS allows it (a local test push service)', async () => {
    await allowingHttp().subscribe(user, { ...body, endpoint: 'http://127.0.0.1:9/push/1' }, null);

    expect(t.subscriptions.upsert).toHaveBeenCalled();
  });

  describe('only towards the push services of PUSH_ENDPOINT_HOSTS', () => {
    const subscribing = (endpoint: string) => t.sut.subscribe(user, { ...body, endpoint }, null);

    it.each([
      ['a host on the list', 'https://fcm.googleapis.com/fcm/send/abc'],
      ['a subdomain of a *. host', 'https://web.push.apple.com/QGh1'],
      ['a deeper subdomain of a *. host', 'https://a.b.push.apple.com/x'],
      ['a host in capitals', 'https://WEB.Push.Apple.COM/QGh1'],
      ['https’s own port written out', 'https://fcm.googleapis.com:443/fcm/send/abc'],
    ])('accepts %s', async (_case, endpoint) => {
      await subscribing(endpoint);

      expect(t.subscriptions.upsert).toHaveBeenCalledWith(t.em, expect.objectContaining({ endpoint }));
    });

    it.each([
      ['another host', 'https://attacker.example/x'],
      ['the base of a *. host itself', 'https://push.apple.com/x'],
      ['a host ending like a listed one', 'https://evilfcm.googleapis.com/x'],
      ['a listed host under another domain', 'https://fcm.googleapis.com.attacker.example/x'],
      ['an address', 'https://169.254.169.254/latest'],
      ['another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ])('refuses in pt-BR %s, storing nothing', async (_case, endpoint) => {
      await expect(subscribing(endpoint)).rejects.toMatchObject(endpointInvalid);
      expect(t.subscriptions.upsert).not.toHaveBeenCalled();
    });

    it('refuses a host off the list even where PUSH_ALLOW_HTTP_ENDPOINTS lets http in', async () => {
      await expect(
        allowingHttp().subscribe(user, { ...body, endpoint: 'http://attacker.example:9/x' }, null),
      ).rejects.toMatchObject(endpointInvalid);
      expect(t.subscriptions.upsert).not.toHaveBeenCalled();
    });
  });

  it('refuses in pt-BR a p256dh of the right shape that is no point of the P-256 curve, storing nothing', async () => {
    const offCurve = `B${'A'.repeat(86)}`;
    await expectRefusal(
      t.sut.subscribe(user, { ...body, keys: { ...body.keys, p256dh: offCurve } }, null),
      'VALIDATION_FAILED',
      notificationMessages.keysInvalid,
      { 'keys.p256dh': [notificationMessages.keysInvalid] },
    );
    expect(t.subscriptions.upsert).not.toHaveBeenCalled();
  });

  it('refuses any other scheme even then', async () => {
    await expect(
      allowingHttp().subscribe(user, { ...body, endpoint: 'ftp://push.example.com/x' }, null),
    ).rejects.toMatchObject(endpointInvalid);
  });

  it('unsubscribes only the caller’s own endpoint, answering the same when there was none', async () => {
    const plain = new PushSubscriptionsService(ormForking(t.em), t.subscriptions, t.clock, t.vapid, t.config);
    t.subscriptions.removeOwn.mockResolvedValue(false);

    expect(await plain.unsubscribe(user, device.endpoint)).toEqual({
      message: notificationMessages.unsubscribed,
    });
    expect(t.subscriptions.removeOwn).toHaveBeenCalledWith(t.em, user, device.endpoint);
  });
});
