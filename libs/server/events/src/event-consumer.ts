import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { eventPayloads, type EventEnvelope, type EventName, type EventPayload } from '@encontro/contracts';
import { qualified } from '@encontro/server-database';
import { requestContext, requestIdFrom } from '@encontro/server-logging';
import { EVENT_BUS_OPTIONS, type EventBusOptions } from './event-bus.options.js';
import { JetStreamConnection } from './jetstream.connection.js';

export type EventHandler<N extends EventName> = (
  payload: EventPayload<N>,
  em: EntityManager,
  envelope: EventEnvelope<N>,
) => Promise<void>;

/** At most this many events share one transaction. */
const MAX_BATCH = 100;

type Applicable = {
  message: JsMsg;
  envelope: EventEnvelope;
  payload: unknown;
  handler: EventHandler<EventName>;
};

/**
 * The service's durable JetStream consumer. Each event is applied together with its inbox row and
 * acked only after that commit: a redelivered event finds its inbox row and changes nothing
 * (exactly-once effect). Events that arrive while others are applied wait in order and are then
 * applied together, each flushed before the next, in one transaction (one commit for a burst of
 * votes instead of one per vote); if that transaction fails, they are applied one by one, so only
 * the failing event is retried. Events this service does not handle are acked from their subject,
 * unread.
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
    try {
      await jsm.consumers.info(this.options.stream, this.durableName);
    } catch {
      await jsm.consumers.add(this.options.stream, {
        durable_name: this.durableName,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject,
        ack_wait: 30_000_000_000,
        max_deliver: -1,
      });
    }
    const consumer = await js.consumers.get(this.options.stream, this.durableName);
    this.messages = await consumer.consume({
      max_messages: MAX_BATCH,
      callback: (message) => this.receive(message),
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
      const item = this.read(message);
      if (item) applicable.push(item);
    }
    if (applicable.length === 0) return;
    if (applicable.length > 1) {
      const together = await this.applyAll(applicable).then(
        () => true,
        () => false,
      );
      if (together) {
        for (const { message } of applicable) message.ack();
        return;
      }
    }
    for (const item of applicable) {
      try {
        await this.applyAll([item]);
        item.message.ack();
      } catch (error) {
        const { envelope, message } = item;
        this.logger.error(`event ${envelope.name} ${envelope.id} failed: ${(error as Error).message}`);
        message.nak(Math.min(30_000, 500 * 2 ** Math.min(message.info.deliveryCount, 6)));
      }
    }
  }

  /** The event to apply, or null once an unhandled or unreadable message has been settled. */
  private read(message: JsMsg): Applicable | null {
    const named = message.subject.startsWith(this.subjectPrefix)
      ? (message.subject.slice(this.subjectPrefix.length) as EventName)
      : undefined;
    if (named && !this.handlers.has(named)) {
      message.ack();
      return null;
    }
    let envelope: EventEnvelope;
    try {
      envelope = message.json<EventEnvelope>();
    } catch {
      this.logger.error(`dropping unreadable message on ${message.subject}`);
      message.term('unreadable');
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
      message.nak(Math.min(30_000, 500 * 2 ** Math.min(message.info.deliveryCount, 6)));
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
      for (const { envelope, payload, handler } of items) {
        if (!firstTime.delete(envelope.id)) continue;
        await requestContext.run({ requestId: requestIdFrom(envelope.request_id) }, async () => {
          await handler(payload as EventPayload<EventName>, em, { ...envelope, payload } as EventEnvelope);
          await em.flush();
        });
        em.clear();
      }
    });
  }

  async stop(): Promise<void> {
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
