import { Counter, Gauge, Histogram } from 'prom-client';
import { ScrapeSources } from './scrape-sources.js';

/** Per event type, on the consumer's side; `event` is the event's name (`week.closed`), a bounded list. */
export const eventsHandled = new Counter({
  name: 'encontro_events_handled_total',
  help: 'Events this service applied (ok) or failed to apply (failed: to be redelivered or dead-lettered), by event',
  labelNames: ['event', 'outcome'] as const,
});

export const eventsRedelivered = new Counter({
  name: 'encontro_events_redelivered_total',
  help: 'Deliveries of an event this service had already received once (JetStream delivery count above 1), by event',
  labelNames: ['event'] as const,
});

export const eventHandlerDuration = new Histogram({
  name: 'encontro_event_handler_duration_seconds',
  help: 'Time this service took to apply one event (its handler and flush), in seconds, by event',
  labelNames: ['event'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

export const eventsDeadLettered = new Counter({
  name: 'encontro_events_dead_lettered_total',
  help: 'Events this service gave up on and moved to the dead-letter stream (failed their last delivery, or unreadable), by event',
  labelNames: ['event'] as const,
});

export type EventOutcome = 'ok' | 'failed';

const deadLetterSources = new ScrapeSources<number>();
export const deadLetterMessages = new Gauge({
  name: 'encontro_dead_letter_messages',
  help: 'Messages waiting in the dead-letter stream (read from JetStream at scrape time)',
  registers: [],
  async collect() {
    const values = await deadLetterSources.read();
    this.set(values.reduce((sum, { value }) => sum + value, 0));
  },
});
deadLetterSources.feeds(deadLetterMessages);

/** A dead-letter stream to count at scrape time, keyed by its name (two apps on one stream count it once). */
export const countDeadLetters = (stream: string, read: () => Promise<number>): (() => void) =>
  deadLetterSources.add(stream, read);

export type OutboxState = { backlog: number; oldestAgeSeconds: number };

const outboxSources = new ScrapeSources<OutboxState>();
export const outboxBacklog = new Gauge({
  name: 'encontro_outbox_backlog',
  help: "Events in this service's outbox not yet published to JetStream (read at scrape time)",
  registers: [],
  async collect() {
    const values = await outboxSources.read();
    this.set(values.reduce((sum, { value }) => sum + value.backlog, 0));
  },
});
export const outboxOldestAge = new Gauge({
  name: 'encontro_outbox_oldest_age_seconds',
  help: "Age in seconds of the oldest unpublished event in this service's outbox; 0 when none",
  registers: [],
  async collect() {
    const values = await outboxSources.read();
    this.set(values.reduce((max, { value }) => Math.max(max, value.oldestAgeSeconds), 0));
  },
});
outboxSources.feeds(outboxBacklog, outboxOldestAge);

/** An outbox (keyed by its schema) to read at scrape time; the returned function stops reading it. */
export const watchOutbox = (schema: string, read: () => Promise<OutboxState>): (() => void) =>
  outboxSources.add(schema, read);

export type ConsumerState = { pending: number; ackPending: number };

const consumerSources = new ScrapeSources<ConsumerState>();
export const eventConsumerPending = new Gauge({
  name: 'encontro_event_consumer_pending',
  help: "Events on the stream not yet delivered to this service's durable consumer (JetStream num_pending, at scrape time)",
  labelNames: ['consumer'] as const,
  registers: [],
  async collect() {
    this.reset();
    for (const { key, value } of await consumerSources.read()) this.set({ consumer: key }, value.pending);
  },
});
export const eventConsumerAckPending = new Gauge({
  name: 'encontro_event_consumer_ack_pending',
  help: "Events delivered to this service's durable consumer and not acknowledged yet (JetStream num_ack_pending, at scrape time)",
  labelNames: ['consumer'] as const,
  registers: [],
  async collect() {
    this.reset();
    for (const { key, value } of await consumerSources.read()) this.set({ consumer: key }, value.ackPending);
  },
});
consumerSources.feeds(eventConsumerPending, eventConsumerAckPending);

/** A durable consumer (by its name) to read at scrape time; the returned function stops reading it. */
export const watchConsumer = (consumer: string, read: () => Promise<ConsumerState>): (() => void) =>
  consumerSources.add(consumer, read);
