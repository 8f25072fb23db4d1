import { defineEntity, p } from '@mikro-orm/core';

/** An event waiting to reach JetStream; written in the same transaction as the state change. */
export const OutboxMessage = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    payload: p.json<Record<string, unknown>>(),
    requestId: p.string().length(100).nullable(),
    /** The W3C traceparent of the span that recorded the event (null when not traced). */
    traceparent: p.string().length(55).nullable(),
    occurredAt: p.datetime(),
    publishedAt: p.datetime().nullable(),
    attempts: p.integer().default(0),
  },
});

/** Events a consumer has already applied: redelivery finds its id here and changes nothing. */
export const InboxMessage = defineEntity({
  name: 'InboxMessage',
  tableName: 'inbox',
  properties: {
    eventId: p.uuid().primary(),
    consumer: p.string().length(100),
    name: p.string().length(100),
    processedAt: p.datetime(),
  },
});

export const eventEntities = [OutboxMessage, InboxMessage];
