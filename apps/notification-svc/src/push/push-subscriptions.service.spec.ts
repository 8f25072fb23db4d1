import { beforeEach, describe, expect, it } from '@jest/globals';
import { notificationMessages } from '@encontro/contracts';
import {
  automock,
  clockAt,
  type Mocked,
  type UnitOfWork,
  ormForking,
  transactionalOrm,
  unitOfWork,
} from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { subscriptionFactory } from '../../test/support/factories.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { MAX_SUBSCRIPTIONS_PER_PERSON, PushSubscriptionsService } from './push-subscriptions.service.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const VAPID = { publicKey: 'BPublicKey', privateKey: 'private', subject: 'mailto:contato@encontro.app' };

describe(PushSubscriptionsService.name, () => {
  let subscriptions: Mocked<PushSubscriptionsRepository>;
  let em: UnitOfWork;
  const user = randomUUID();
  const device = subscriptionFactory({ userId: user });
  const body = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } };
  const service = (allowHttp = false) =>
    new PushSubscriptionsService(transactionalOrm(em), subscriptions, clockAt(NOW), VAPID, {
      PUSH_ALLOW_HTTP_ENDPOINTS: allowHttp,
    });
  const endpointInvalid = {
    reason: 'VALIDATION_FAILED',
    message: notificationMessages.endpointInvalid,
    errors: { endpoint: [notificationMessages.endpointInvalid] },
  };

  beforeEach(() => {
    subscriptions = automock(PushSubscriptionsRepository);
    subscriptions.upsert.mockResolvedValue(undefined);
    subscriptions.keepNewest.mockResolvedValue(0);
    em = unitOfWork();
  });

  it('answers the VAPID public key', () => {
    expect(service().publicKey()).toEqual({ public_key: 'BPublicKey' });
  });

  it('stores the device under its endpoint for the caller, then keeps their ten newest', async () => {
    expect(await service().subscribe(user, body, 'Firefox')).toEqual({
      message: notificationMessages.subscribed,
    });

    expect(subscriptions.upsert).toHaveBeenCalledWith(em, {
      userId: user,
      endpoint: device.endpoint,
      p256dh: device.p256dh,
      auth: device.auth,
      userAgent: 'Firefox',
      at: NOW,
    });
    expect(subscriptions.keepNewest).toHaveBeenCalledWith(em, user, MAX_SUBSCRIPTIONS_PER_PERSON);
    expect(MAX_SUBSCRIPTIONS_PER_PERSON).toBe(10);
  });

  it('refuses an http endpoint in pt-BR, storing nothing', async () => {
    await expect(
      service().subscribe(user, { ...body, endpoint: 'http://push.example.com/x' }, null),
    ).rejects.toMatchObject(endpointInvalid);
    expect(subscriptions.upsert).not.toHaveBeenCalled();
  });

  it('accepts an http endpoint where PUSH_ALLOW_HTTP_ENDPOINTS allows it (a local test push service)', async () => {
    await service(true).subscribe(user, { ...body, endpoint: 'http://127.0.0.1:9/push/1' }, null);

    expect(subscriptions.upsert).toHaveBeenCalled();
  });

  it('refuses in pt-BR a p256dh of the right shape that is no point of the P-256 curve, storing nothing', async () => {
    const offCurve = `B${'A'.repeat(86)}`;
    await expect(
      service().subscribe(user, { ...body, keys: { ...body.keys, p256dh: offCurve } }, null),
    ).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      message: notificationMessages.keysInvalid,
      errors: { 'keys.p256dh': [notificationMessages.keysInvalid] },
    });
    expect(subscriptions.upsert).not.toHaveBeenCalled();
  });

  it('refuses any other scheme even then', async () => {
    await expect(
      service(true).subscribe(user, { ...body, endpoint: 'ftp://push.example.com/x' }, null),
    ).rejects.toMatchObject(endpointInvalid);
  });

  it('unsubscribes only the caller’s own endpoint, answering the same when there was none', async () => {
    const plain = new PushSubscriptionsService(ormForking(em), subscriptions, clockAt(NOW), VAPID, {
      PUSH_ALLOW_HTTP_ENDPOINTS: false,
    });
    subscriptions.removeOwn.mockResolvedValue(false);

    expect(await plain.unsubscribe(user, device.endpoint)).toEqual({
      message: notificationMessages.unsubscribed,
    });
    expect(subscriptions.removeOwn).toHaveBeenCalledWith(em, user, device.endpoint);
  });
});
