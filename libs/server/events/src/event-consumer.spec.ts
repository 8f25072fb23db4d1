import { describe, expect, it, jest } from '@jest/globals';
import type { JsMsg } from '@nats-io/jetstream';
import type { MikroORM } from '@mikro-orm/postgresql';
import { eventsDeadLettered, eventsHandled, eventsRedelivered } from '@encontro/server-observability';
import { randomUUID } from 'node:crypto';
import type { EventBusOptions } from './event-bus.options.js';
import { EventConsumer, deadLetterHeaders } from './event-consumer.js';
import type { JetStreamConnection } from './jetstream.connection.js';

const options: EventBusOptions = {
  natsUrl: 'nats://unused',
  stream: 'EVENTS',
  subjectPrefix: 'evt',
  service: 'test-svc',
  schema: 'test',
  maxDeliver: 3,
};

/** A delivery of `user.verified` (or of `data` as is) at its `deliveryCount`-th attempt. */
function delivery(deliveryCount: number, data?: string) {
  const envelope = {
    id: randomUUID(),
    name: 'user.verified',
    occurred_at: new Date().toISOString(),
    payload: { user_id: randomUUID(), verified_at: new Date().toISOString() },
  };
  const raw = data ?? JSON.stringify(envelope);
  return {
    subject: 'evt.user.verified',
    info: { deliveryCount, streamSequence: 42 },
    headers: undefined,
    data: new TextEncoder().encode(raw),
    json: () => JSON.parse(raw) as unknown,
    ack: jest.fn(),
    nak: jest.fn(),
    term: jest.fn(),
  };
}
type Delivery = ReturnType<typeof delivery>;

/** A consumer on an ORM whose transaction runs the handler at once, and a JetStream that takes (or refuses) publications. */
type Publish = (subject: string, data: Uint8Array, options: object) => Promise<unknown>;

function consumerWith(
  handler: () => Promise<void>,
  publish = jest.fn<Publish>(() => Promise.resolve({ seq: 1 })),
) {
  const em = {
    execute: jest.fn(async (_sql: string, params: string[]) =>
      params[1]!.split(',').map((event_id) => ({ event_id })),
    ),
    flush: jest.fn(() => Promise.resolve()),
    clear: jest.fn(),
  };
  const orm = { em: { fork: () => ({ transactional: (work: (e: typeof em) => unknown) => work(em) }) } };
  const connection = {
    get: () => Promise.resolve({ js: { publish } }),
    deadLetterSubject: (event: string) => `evt-dead.test-svc.${event}`,
  };
  const consumer = new EventConsumer(
    orm as unknown as MikroORM,
    connection as unknown as JetStreamConnection,
    options,
  );
  consumer.on('user.verified', handler);
  const inner = consumer as unknown as { subjectPrefix: string; handleBatch(m: JsMsg[]): Promise<void> };
  inner.subjectPrefix = 'evt.';
  return { handle: (...messages: Delivery[]) => inner.handleBatch(messages as unknown as JsMsg[]), publish };
}

const value = async (
  metric: { get(): Promise<{ values: { labels: Record<string, unknown>; value: number }[] }> },
  labels: Record<string, string>,
) =>
  (await metric.get()).values.find((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x))
    ?.value ?? 0;

describe(EventConsumer.name, () => {
  const failing = () => Promise.reject(new Error('handler failed'));

  it('acks an applied event and counts it ok', async () => {
    const ok = await value(eventsHandled, { event: 'user.verified', outcome: 'ok' });
    const message = delivery(1);
    await consumerWith(() => Promise.resolve()).handle(message);
    expect(message.ack).toHaveBeenCalled();
    expect(await value(eventsHandled, { event: 'user.verified', outcome: 'ok' })).toBe(ok + 1);
  });

  it('redelivers a failed event later while deliveries remain, counting the failure and the redelivery', async () => {
    const failed = await value(eventsHandled, { event: 'user.verified', outcome: 'failed' });
    const redelivered = await value(eventsRedelivered, { event: 'user.verified' });
    const message = delivery(2);
    const { handle, publish } = consumerWith(failing);
    await handle(message);
    expect(message.nak).toHaveBeenCalledWith(2000);
    expect(message.term).not.toHaveBeenCalled();
    expect(publish).not.toHaveBeenCalled();
    expect(await value(eventsHandled, { event: 'user.verified', outcome: 'failed' })).toBe(failed + 1);
    expect(await value(eventsRedelivered, { event: 'user.verified' })).toBe(redelivered + 1);
  });

  it('moves an event that fails its last delivery to the dead letters, then terminates it', async () => {
    const dead = await value(eventsDeadLettered, { event: 'user.verified' });
    const message = delivery(3);
    const { handle, publish } = consumerWith(failing);
    await handle(message);
    expect(publish).toHaveBeenCalledWith('evt-dead.test-svc.user.verified', message.data, {
      msgID: 'test-svc:42',
      headers: expect.anything(),
    });
    const { headers } = (
      publish.mock.calls[0] as unknown as [string, Uint8Array, { headers: Map<string, string> }]
    )[2];
    expect(headers.get(deadLetterHeaders.subject)).toBe('evt.user.verified');
    expect(headers.get(deadLetterHeaders.reason)).toBe('handler failed');
    expect(headers.get(deadLetterHeaders.deliveries)).toBe('3');
    expect(message.term).toHaveBeenCalledWith();
    expect(message.nak).not.toHaveBeenCalled();
    expect(await value(eventsDeadLettered, { event: 'user.verified' })).toBe(dead + 1);
  });

  it('keeps a message whose move to the dead letters failed, for the next delivery to try again', async () => {
    const dead = await value(eventsDeadLettered, { event: 'user.verified' });
    const message = delivery(3);
    await consumerWith(
      failing,
      jest.fn<Publish>(() => Promise.reject(new Error('no responders'))),
    ).handle(message);
    expect(message.term).not.toHaveBeenCalled();
    expect(message.nak).toHaveBeenCalled();
    expect(await value(eventsDeadLettered, { event: 'user.verified' })).toBe(dead);
  });

  it('dead-letters a delivery past the last without running the handler again', async () => {
    const handler = jest.fn(() => Promise.resolve());
    const message = delivery(4);
    const { handle, publish } = consumerWith(handler);
    await handle(message);
    expect(handler).not.toHaveBeenCalled();
    expect(publish).toHaveBeenCalled();
    expect(message.term).toHaveBeenCalled();
  });

  it('dead-letters an unreadable message at its first delivery', async () => {
    const message = delivery(1, 'not json');
    const { handle, publish } = consumerWith(() => Promise.resolve());
    await handle(message);
    expect(publish).toHaveBeenCalled();
    expect(message.term).toHaveBeenCalled();
    expect(message.ack).not.toHaveBeenCalled();
  });
});
