import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { automock, type Mocked, type UnitOfWork, transactionalOrm, unitOfWork } from '@encontro/testing';
import { dueDeliveryFactory } from '../../test/support/factories.js';
import { PushDeliveriesRepository } from './push-deliveries.repository.js';
import { PushRelay } from './push-relay.service.js';
import { PushFailure, type PushSender, WebPushSender } from './push-sender.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';

describe(PushRelay.name, () => {
  let deliveries: Mocked<PushDeliveriesRepository>;
  let subscriptions: Mocked<PushSubscriptionsRepository>;
  let sender: Mocked<PushSender>;
  let relay: PushRelay;
  let em: UnitOfWork;
  const delivery = dueDeliveryFactory();

  beforeEach(() => {
    deliveries = automock(PushDeliveriesRepository);
    subscriptions = automock(PushSubscriptionsRepository);
    // The port is abstract (no methods to mock): its implementation lends its shape.
    sender = automock(WebPushSender);
    deliveries.claimDue.mockResolvedValue([delivery]);
    deliveries.remove.mockResolvedValue(undefined);
    deliveries.retryLater.mockResolvedValue(undefined);
    subscriptions.remove.mockResolvedValue(undefined);
    sender.send.mockResolvedValue(undefined);
    for (const level of ['log', 'warn', 'error'] as const)
      jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
    em = unitOfWork();
    relay = new PushRelay(transactionalOrm(em), deliveries, subscriptions, sender, {
      PUSH_POLL_INTERVAL_MS: 1000,
      PUSH_FIRST_RETRY_MS: 30_000,
      PUSH_MAX_ATTEMPTS: 6,
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends the notification’s id, type, title, body and url to the subscription, then forgets the delivery', async () => {
    expect(await relay.sendBatch()).toBe(1);

    expect(deliveries.claimDue).toHaveBeenCalledWith(em, 50);
    expect(sender.send).toHaveBeenCalledWith(
      { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
      JSON.stringify({
        id: delivery.notification_id,
        type: delivery.type,
        title: delivery.title,
        body: delivery.body,
        url: delivery.url,
      }),
    );
    expect(deliveries.remove).toHaveBeenCalledWith(em, delivery.id);
  });

  it('deletes a subscription the push service no longer knows (410), with what is queued for it', async () => {
    sender.send.mockRejectedValue(new PushFailure('gone', 410));

    await relay.sendBatch();

    expect(subscriptions.remove).toHaveBeenCalledWith(em, delivery.subscription_id);
    expect(deliveries.retryLater).not.toHaveBeenCalled();
  });

  it('retries a push refused with 5xx, 30 s later at first', async () => {
    sender.send.mockRejectedValue(new PushFailure('push service answered 503', 503));

    await relay.sendBatch();

    expect(deliveries.retryLater).toHaveBeenCalledWith(
      em,
      delivery.id,
      1,
      'push service answered 503',
      30_000,
    );
    expect(deliveries.remove).not.toHaveBeenCalled();
  });

  it('retries after a network error, waiting twice as long each time', async () => {
    deliveries.claimDue.mockResolvedValue([{ ...delivery, attempts: 2 }]);
    sender.send.mockRejectedValue(new PushFailure('connect ECONNREFUSED'));

    await relay.sendBatch();

    expect(deliveries.retryLater).toHaveBeenCalledWith(em, delivery.id, 3, 'connect ECONNREFUSED', 120_000);
  });

  it('drops and logs a push after its sixth failed attempt', async () => {
    deliveries.claimDue.mockResolvedValue([{ ...delivery, attempts: 5 }]);
    sender.send.mockRejectedValue(new PushFailure('push service answered 429', 429));

    await relay.sendBatch();

    expect(deliveries.remove).toHaveBeenCalledWith(em, delivery.id);
    expect(Logger.prototype.error).toHaveBeenCalledWith(
      expect.stringContaining('dropped after 6 attempt(s)'),
    );
  });

  it('drops and logs a push refused for good (another 4xx), keeping the subscription', async () => {
    sender.send.mockRejectedValue(new PushFailure('push service answered 400', 400));

    await relay.sendBatch();

    expect(deliveries.remove).toHaveBeenCalledWith(em, delivery.id);
    expect(subscriptions.remove).not.toHaveBeenCalled();
    expect(Logger.prototype.error).toHaveBeenCalled();
  });

  it('sends a batch together and settles each delivery by its own outcome', async () => {
    const other = dueDeliveryFactory({ endpoint: 'https://push.example.com/send/expired' });
    deliveries.claimDue.mockResolvedValue([delivery, other]);
    sender.send.mockImplementation((target) =>
      target.endpoint === other.endpoint ? Promise.reject(new PushFailure('gone', 404)) : Promise.resolve(),
    );

    expect(await relay.sendBatch()).toBe(2);

    expect(deliveries.remove).toHaveBeenCalledWith(em, delivery.id);
    expect(subscriptions.remove).toHaveBeenCalledWith(em, other.subscription_id);
  });
});
