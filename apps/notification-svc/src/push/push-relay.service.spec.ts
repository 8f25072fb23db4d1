import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { automock, serviceUnderTest, transactionalOrm } from '@encontro/testing/unit';
import { dueDeliveryFactory } from '../../test/support/factories.js';
import { PushDeliveriesRepository } from './push-deliveries.repository.js';
import { PushRelay, pushPayload } from './push-relay.service.js';
import { PushFailure, type PushSender, WebPushSender } from './push-sender.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';

describe(PushRelay.name, () => {
  const delivery = dueDeliveryFactory();

  const t = serviceUnderTest(PushRelay, ({ em }) => ({
    orm: transactionalOrm(em),
    deliveries: PushDeliveriesRepository,
    subscriptions: PushSubscriptionsRepository,
    // The port is abstract (no methods to mock): its implementation lends its shape.
    sender: automock<PushSender>(WebPushSender),
    config: {
      PUSH_POLL_INTERVAL_MS: 1000,
      PUSH_FIRST_RETRY_MS: 30_000,
      PUSH_MAX_ATTEMPTS: 6,
    },
  }));

  beforeEach(() => {
    t.deliveries.claimDue.mockResolvedValue([delivery]);
    t.deliveries.remove.mockResolvedValue(undefined);
    t.deliveries.retryLater.mockResolvedValue(undefined);
    t.subscriptions.remove.mockResolvedValue(undefined);
    t.sender.send.mockResolvedValue(undefined);
    for (const level of ['log', 'warn', 'error'] as const)
      jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends the notification’s id, type, title, body and url to the subscription, then forgets the delivery', async () => {
    expect(await t.sut.sendBatch()).toBe(1);

    expect(t.deliveries.claimDue).toHaveBeenCalledWith(t.em, 50);
    expect(t.sender.send).toHaveBeenCalledWith(
      { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
      JSON.stringify({
        id: delivery.notification_id,
        type: delivery.type,
        title: delivery.title,
        body: delivery.body,
        url: delivery.url,
      }),
    );
    expect(t.deliveries.remove).toHaveBeenCalledWith(t.em, delivery.id);
  });

  it('deletes a subscription the push service no longer knows (410), with what is queued for it', async () => {
    t.sender.send.mockRejectedValue(new PushFailure('gone', 410));

    await t.sut.sendBatch();

    expect(t.subscriptions.remove).toHaveBeenCalledWith(t.em, delivery.subscription_id);
    expect(t.deliveries.retryLater).not.toHaveBeenCalled();
  });

  it.each([
    {
      name: 'retries a push refused with 5xx, 30 s later at first',
      attempts: 0,
      failure: new PushFailure('push service answered 503', 503),
      nextAttempt: 1,
      delayMs: 30_000,
    },
    {
      name: 'retries after a network error, waiting twice as long each time',
      attempts: 2,
      failure: new PushFailure('connect ECONNREFUSED'),
      nextAttempt: 3,
      delayMs: 120_000,
    },
  ])('$name', async ({ attempts, failure, nextAttempt, delayMs }) => {
    t.deliveries.claimDue.mockResolvedValue([{ ...delivery, attempts }]);
    t.sender.send.mockRejectedValue(failure);

    await t.sut.sendBatch();

    expect(t.deliveries.retryLater).toHaveBeenCalledWith(
      t.em,
      delivery.id,
      nextAttempt,
      failure.message,
      delayMs,
    );
    expect(t.deliveries.remove).not.toHaveBeenCalled();
  });

  it('drops and logs a push after its sixth failed attempt', async () => {
    t.deliveries.claimDue.mockResolvedValue([{ ...delivery, attempts: 5 }]);
    t.sender.send.mockRejectedValue(new PushFailure('push service answered 429', 429));

    await t.sut.sendBatch();

    expect(t.deliveries.remove).toHaveBeenCalledWith(t.em, delivery.id);
    expect(Logger.prototype.error).toHaveBeenCalledWith(
      expect.stringContaining('dropped after 6 attempt(s)'),
    );
  });

  it('drops and logs a push refused for good (another 4xx), keeping the subscription', async () => {
    t.sender.send.mockRejectedValue(new PushFailure('push service answered 400', 400));

    await t.sut.sendBatch();

    expect(t.deliveries.remove).toHaveBeenCalledWith(t.em, delivery.id);
    expect(t.subscriptions.remove).not.toHaveBeenCalled();
    expect(Logger.prototype.error).toHaveBeenCalled();
  });

  it('sends a batch together and settles each delivery by its own outcome', async () => {
    const other = dueDeliveryFactory({ endpoint: 'https://push.example.com/send/expired' });
    t.deliveries.claimDue.mockResolvedValue([delivery, other]);
    t.sender.send.mockImplementation((target) =>
      target.endpoint === other.endpoint ? Promise.reject(new PushFailure('gone', 404)) : Promise.resolve(),
    );

    expect(await t.sut.sendBatch()).toBe(2);

    expect(t.deliveries.remove).toHaveBeenCalledWith(t.em, delivery.id);
    expect(t.subscriptions.remove).toHaveBeenCalledWith(t.em, other.subscription_id);
  });
});

describe(pushPayload.name, () => {
  const forum = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

  it('adds a reminder’s buttons and what they answer with', () => {
    const reminder = dueDeliveryFactory({
      type: 'meetup.reminder',
      indication_id: forum,
      action_token: 'tok.sig',
    });
    expect(pushPayload(reminder)).toMatchObject({
      type: 'meetup.reminder',
      actions: [
        { action: 'going', title: 'Vou sim' },
        { action: 'not_going', title: 'Não vou mais' },
      ],
      data: { indication_id: forum, token: 'tok.sig' },
    });
  });

  it('adds no buttons to a type without actions, nor to a reminder without its token', () => {
    for (const delivery of [
      dueDeliveryFactory({ indication_id: forum, action_token: 'tok.sig' }),
      dueDeliveryFactory({ type: 'meetup.reminder', indication_id: forum }),
    ]) {
      expect(Object.keys(pushPayload(delivery))).toEqual(['id', 'type', 'title', 'body', 'url']);
    }
  });
});
