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

/**
 * The service's durable JetStream consumer. Each event is applied in one transaction together
 * with its inbox row, and acked only after that commit: a redelivered event finds its inbox row
 * and changes nothing (exactly-once effect).
 */
@Injectable()
export class EventConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EventConsumer.name);
  private readonly handlers = new Map<EventName, EventHandler<EventName>>();
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;

  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(JetStreamConnection) private readonly connection: JetStreamConnection,
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
    if (this.loop) return;
    const { js, jsm } = await this.connection.get();
    // One consumer over every event keeps their order; events without a handler are acked at once.
    // (A single filter subject also works on NATS 2.9, which has no `filter_subjects`.)
    const filter_subject = this.connection.subject('>');
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
    this.messages = await consumer.consume({ max_messages: 50 });
    const messages = this.messages;
    this.loop = (async () => {
      for await (const message of messages) await this.handle(message);
    })().catch((error: unknown) => this.logger.error(`consumer stopped: ${(error as Error).message}`));
    this.logger.log(`consuming ${[...this.handlers.keys()].join(', ')} as ${this.durableName}`);
  }

  private async handle(message: JsMsg): Promise<void> {
    let envelope: EventEnvelope;
    try {
      envelope = message.json<EventEnvelope>();
    } catch {
      this.logger.error(`dropping unreadable message on ${message.subject}`);
      message.term('unreadable');
      return;
    }
    const handler = this.handlers.get(envelope.name);
    const schema = eventPayloads[envelope.name];
    if (!handler || !schema) {
      message.ack();
      return;
    }
    try {
      await requestContext.run({ requestId: requestIdFrom(envelope.request_id) }, () =>
        this.apply(envelope, schema.parse(envelope.payload) as EventPayload<EventName>, handler),
      );
      message.ack();
    } catch (error) {
      this.logger.error(`event ${envelope.name} ${envelope.id} failed: ${(error as Error).message}`);
      message.nak(Math.min(30_000, 500 * 2 ** Math.min(message.info.deliveryCount, 6)));
    }
  }

  private async apply(
    envelope: EventEnvelope,
    payload: EventPayload<EventName>,
    handler: EventHandler<EventName>,
  ) {
    const inbox = qualified(this.options.schema, 'inbox');
    await this.orm.em.fork().transactional(async (em) => {
      const inserted = await em.execute<{ event_id: string }[]>(
        `insert into ${inbox} (event_id, consumer, name, processed_at) values (?, ?, ?, now())
         on conflict (event_id) do nothing returning event_id`,
        [envelope.id, this.durableName, envelope.name],
      );
      if (inserted.length === 0) return;
      await handler(payload, em, { ...envelope, payload });
    });
  }

  async stop(): Promise<void> {
    const messages = this.messages;
    this.messages = undefined;
    if (messages) {
      await messages.close().catch(() => undefined);
    }
    await this.loop;
    this.loop = undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
