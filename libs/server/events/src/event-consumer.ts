import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { eventPayloads, type EventEnvelope, type EventName, type EventPayload } from '@encontro/contracts';
import { qualified } from '@encontro/server-database';
import { requestContext, requestIdFrom } from '@encontro/server-logging';
import {
  eventHandlerDuration,
  eventsDeadLettered,
  eventsHandled,
  eventsRedelivered,
  watchConsumer,
} from '@encontro/server-observability';
import { TRACEPARENT_HEADER, inEventSpan } from '@encontro/server-tracing';
import { EVENT_BUS_OPTIONS, type EventBusOptions } from './event-bus.options.js';
import { JetStreamConnection } from './jetstream.connection.js';

export type EventHandler<N extends EventName> = (
  payload: EventPayload<N>,
  em: EntityManager,
  envelope: EventEnvelope<N>,
) => Promise<void>;

/** At most this many events share one transaction. */
const MAX_BATCH = 100;
/** Deliveries of one event before it goes to the dead-letter stream, unless EventBusOptions says otherwise. */
export const DEFAULT_MAX_DELIVER = 10;
export const DEFAULT_ACK_WAIT_S = 30;
/**
 * JetStream's own bound is a few deliveries above ours: should moving an event to the dead letters
 * fail (NATS away), the next delivery tries again instead of the event being stranded.
 */
const DEAD_LETTER_RETRIES = 3;
/** What a dead letter carries besides the event's own headers (original subject, why, when). */
export const deadLetterHeaders = {
  subject: 'Encontro-Dead-Subject',
  service: 'Encontro-Dead-Service',
  deliveries: 'Encontro-Dead-Deliveries',
  reason: 'Encontro-Dead-Reason',
  sequence: 'Encontro-Dead-Sequence',
  at: 'Encontro-Dead-At',
} as const;

type Applicable = {
  message: JsMsg;
  envelope: EventEnvelope;
  payload: unknown;
  handler: EventHandler<EventName>;
  /** How long its handler and flush took, when it ran (not when the inbox already had it). */
  seconds?: number;
};

/**
 * The service's durable JetStream consumer. Each event is applied together with its inbox row and
 * acked only after that commit: a redelivered event finds its inbox row and changes nothing
 * (exactly-once effect). Events that arrive while others are applied wait in order and are then
 * applied together, each flushed before the next, in one transaction (one commit for a burst of
 * votes instead of one per vote); if that transaction fails, they are applied one by one, so only
 * the failing event is retried. Events this service does not handle are acked from their subject,
 * unread. An event that fails its `maxDeliver`-th delivery, or cannot be read, is moved to the
 * dead-letter stream (`<stream>_DEAD`, subject `<prefix>-dead.<service>.<event>`, its headers kept,
 * the reason added) and terminated, so one poison event never holds the others up for ever.
 */
@Injectable()
export class EventConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EventConsumer.name);
  private readonly handlers = new Map<EventName, EventHandler<EventName>>();
  private messages?: ConsumerMessages;
  private readonly waiting: JsMsg[] = [];
  private draining = false;
  private drained?: Promise<void>;
  private subjectPrefix = '';
  private unwatch?: () => void;

  constructor(
    private readonly orm: MikroORM,
    private readonly connection: JetStreamConnection,
    @Inject(EVENT_BUS_OPTIONS) private readonly options: EventBusOptions,
  ) {}

  on<N extends EventName>(name: N, handler: EventHandler<N>): void {
    this.handlers.set(name, handler as unknown as EventHandler<EventName>);
  }

  get durableName(): string {
    return `${this.options.service}`;
  }

  /** Deliveries of one event before it goes to the dead letters. */
  get maxDeliver(): number {
    return this.options.maxDeliver ?? DEFAULT_MAX_DELIVER;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.handlers.size > 0) await this.start();
  }

  async start(): Promise<void> {
    if (this.messages) return;
    const { js, jsm } = await this.connection.get();
    // One consumer over every event keeps their order; events without a handler are acked at once.
    // (A single filter subject also works on NATS 2.9, which has no `filter_subjects`.)
    const filter_subject = this.connection.subject('>');
    this.subjectPrefix = filter_subject.slice(0, -1);
    const max_deliver = this.maxDeliver + DEAD_LETTER_RETRIES;
    const ack_wait = (this.options.ackWaitSeconds ?? DEFAULT_ACK_WAIT_S) * 1_000_000_000;
    let existing: Awaited<ReturnType<typeof jsm.consumers.info>> | undefined;
    try {
      existing = await jsm.consumers.info(this.options.stream, this.durableName);
    } catch {
      await jsm.consumers.add(this.options.stream, {
        durable_name: this.durableName,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject,
        ack_wait,
        max_deliver,
      });
    }
    // A consumer made before the bound (max_deliver -1: a poison event redelivered for ever), or with
    // another ack wait, gets this configuration now.
    if (existing && (existing.config.max_deliver !== max_deliver || existing.config.ack_wait !== ack_wait)) {
      await jsm.consumers.update(this.options.stream, this.durableName, { max_deliver, ack_wait });
      this.logger.log(
        `consumer ${this.durableName}: max_deliver ${existing.config.max_deliver} → ${max_deliver}, ` +
          `ack_wait ${(existing.config.ack_wait ?? 0) / 1e9} s → ${ack_wait / 1e9} s`,
      );
    }
    const consumer = await js.consumers.get(this.options.stream, this.durableName);
    this.messages = await consumer.consume({
      max_messages: MAX_BATCH,
      callback: (message) => this.receive(message),
    });
    const { stream } = this.options;
    this.unwatch = watchConsumer(this.durableName, async () => {
      const info = await jsm.consumers.info(stream, this.durableName);
      return { pending: info.num_pending, ackPending: info.num_ack_pending };
    });
    this.logger.log(`consuming ${[...this.handlers.keys()].join(', ')} as ${this.durableName}`);
  }

  private receive(message: JsMsg): void {
    this.waiting.push(message);
    if (!this.draining) this.drained = this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      // Messages of one pull arrive in one turn: let them all join the first batch.
      await Promise.resolve();
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MAX_BATCH);
        await this.handleBatch(batch).catch((error: unknown) =>
          this.logger.error(`consumer batch failed: ${(error as Error).message}`),
        );
      }
    } finally {
      // Set in the same turn as the last emptiness check: a message received after it starts a new drain.
      this.draining = false;
    }
  }

  private async handleBatch(messages: JsMsg[]): Promise<void> {
    const applicable: Applicable[] = [];
    for (const message of messages) {
      const item = await this.read(message);
      if (item) applicable.push(item);
    }
    if (applicable.length === 0) return;
    if (applicable.length > 1) {
      const together = await this.applyAll(applicable).then(
        () => true,
        () => false,
      );
      if (together) {
        for (const item of applicable) this.settled(item);
        return;
      }
    }
    for (const item of applicable) {
      try {
        await this.applyAll([item]);
        this.settled(item);
      } catch (error) {
        const { envelope, message } = item;
        const reason = (error as Error)?.message ?? String(error);
        this.logger.error(`event ${envelope.name} ${envelope.id} failed: ${reason}`);
        if (item.seconds !== undefined) eventHandlerDuration.observe({ event: envelope.name }, item.seconds);
        await this.failed(message, envelope.name, reason);
      }
    }
  }

  /** Acks an applied event and counts it. */
  private settled({ message, envelope, seconds }: Applicable): void {
    message.ack();
    eventsHandled.inc({ event: envelope.name, outcome: 'ok' });
    if (seconds !== undefined) eventHandlerDuration.observe({ event: envelope.name }, seconds);
  }

  /** A failed delivery: redelivered later with back-off, or, after the last one, dead-lettered. */
  private async failed(message: JsMsg, event: string, reason: string): Promise<void> {
    eventsHandled.inc({ event, outcome: 'failed' });
    if (message.info.deliveryCount >= this.maxDeliver) await this.deadLetter(message, event, reason);
    else message.nak(backOff(message));
  }

  /**
   * Moves the message to the dead-letter stream, with its headers, then terminates it. If that
   * publish fails, the message is redelivered later (JetStream allows a few more deliveries for it).
   */
  private async deadLetter(message: JsMsg, event: string, reason: string): Promise<void> {
    const { deliveryCount, streamSequence } = message.info;
    try {
      const { js } = await this.connection.get();
      const headers = natsHeaders();
      for (const [key, values] of message.headers ?? []) {
        // Nats-Msg-Id and the like belong to the original publication.
        if (/^nats-/i.test(key)) continue;
        for (const value of values) headers.append(key, value);
      }
      headers.set(deadLetterHeaders.subject, message.subject);
      headers.set(deadLetterHeaders.service, this.options.service);
      headers.set(deadLetterHeaders.deliveries, String(deliveryCount));
      headers.set(deadLetterHeaders.reason, reason.replace(/[\r\n]+/g, ' ').slice(0, 500));
      headers.set(deadLetterHeaders.sequence, String(streamSequence));
      headers.set(deadLetterHeaders.at, new Date().toISOString());
      await js.publish(this.connection.deadLetterSubject(event), message.data, {
        msgID: `${this.options.service}:${streamSequence}`,
        headers,
      });
    } catch (error) {
      this.logger.error(
        `event ${event} (stream sequence ${streamSequence}) could not go to the dead letters: ${(error as Error).message}`,
      );
      message.nak(backOff(message));
      return;
    }
    // No reason argument: NATS 2.9 ignores a `+TERM <reason>` and would redeliver (the reason is in the headers).
    message.term();
    eventsDeadLettered.inc({ event });
    this.logger.error(
      `event ${event} (stream sequence ${streamSequence}) moved to the dead letters after ${deliveryCount} deliveries: ${reason}`,
    );
  }

  /** The event to apply, or null once an unhandled, unreadable or given-up message has been settled. */
  private async read(message: JsMsg): Promise<Applicable | null> {
    const named = message.subject.startsWith(this.subjectPrefix)
      ? (message.subject.slice(this.subjectPrefix.length) as EventName)
      : undefined;
    if (named && !this.handlers.has(named)) {
      message.ack();
      return null;
    }
    const event = named ?? 'unknown';
    if (message.info.deliveryCount > 1) eventsRedelivered.inc({ event });
    // Past the last delivery: an earlier attempt to dead-letter it failed.
    if (message.info.deliveryCount > this.maxDeliver) {
      await this.deadLetter(message, event, `failed ${this.maxDeliver} deliveries`);
      return null;
    }
    let envelope: EventEnvelope;
    try {
      envelope = message.json<EventEnvelope>();
    } catch {
      await this.deadLetter(message, event, 'unreadable');
      return null;
    }
    // NATS vouches for the subject only (who may publish on it): an envelope naming another event is forged.
    const claimed: unknown = (envelope as Partial<EventEnvelope> | null)?.name;
    if (claimed !== named) {
      await this.deadLetter(message, event, `the envelope names ${String(claimed)}, not its subject`);
      return null;
    }
    const handler = this.handlers.get(envelope.name);
    const schema = eventPayloads[envelope.name];
    if (!handler || !schema) {
      message.ack();
      return null;
    }
    const parsed = schema.safeParse(envelope.payload);
    if (!parsed.success) {
      this.logger.error(`event ${envelope.name} ${envelope.id} failed: ${parsed.error.message}`);
      await this.failed(message, envelope.name, parsed.error.message);
      return null;
    }
    return { message, envelope, payload: parsed.data, handler };
  }

  /**
   * Applies the events in order in one transaction: one statement records them all in the inbox,
   * then each one recorded for the first time is handled and flushed before the next.
   */
  private async applyAll(items: Applicable[]): Promise<void> {
    const inbox = qualified(this.options.schema, 'inbox');
    await this.orm.em.fork().transactional(async (em) => {
      const inserted = await em.execute<{ event_id: string }[]>(
        `insert into ${inbox} (event_id, consumer, name, processed_at)
         select e.id, ?, e.name, now()
           from unnest(string_to_array(?, ',')::uuid[], string_to_array(?, ',')) as e(id, name)
         on conflict (event_id) do nothing returning event_id`,
        [
          this.durableName,
          items.map((i) => i.envelope.id).join(','),
          items.map((i) => i.envelope.name).join(','),
        ],
      );
      const firstTime = new Set(inserted.map((row) => row.event_id));
      for (const item of items) {
        const { envelope, payload, handler } = item;
        item.seconds = undefined;
        if (!firstTime.delete(envelope.id)) continue;
        const started = performance.now();
        try {
          // A CONSUMER span per event, linked to the span that recorded it: its SQL runs inside.
          const traced = {
            id: envelope.id,
            name: envelope.name,
            subject: item.message.subject,
            traceparent: item.message.headers?.get(TRACEPARENT_HEADER),
          };
          await inEventSpan(traced, () =>
            requestContext.run({ requestId: requestIdFrom(envelope.request_id) }, async () => {
              await handler(payload as EventPayload<EventName>, em, {
                ...envelope,
                payload,
              } as EventEnvelope);
              await em.flush();
            }),
          );
        } finally {
          item.seconds = (performance.now() - started) / 1000;
        }
        em.clear();
      }
    });
  }

  async stop(): Promise<void> {
    this.unwatch?.();
    this.unwatch = undefined;
    const messages = this.messages;
    this.messages = undefined;
    if (messages) {
      await messages.close().catch(() => undefined);
    }
    await this.drained;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}

/** Redelivery back-off: 1 s, 2 s, 4 s… up to 30 s. */
const backOff = (message: JsMsg): number =>
  Math.min(30_000, 500 * 2 ** Math.min(message.info.deliveryCount, 6));
