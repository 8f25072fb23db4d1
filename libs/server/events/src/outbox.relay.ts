import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { qualified } from '@encontro/server-database';
import type { EventEnvelope, EventName } from '@encontro/contracts';
import { EVENT_BUS_OPTIONS, type EventBusOptions } from './event-bus.options.js';
import { JetStreamConnection } from './jetstream.connection.js';

type OutboxRow = {
  id: string;
  name: string;
  payload: unknown;
  request_id: string | null;
  occurred_at: Date | string;
};

/**
 * Publishes committed outbox rows to JetStream. Rows are claimed with FOR UPDATE SKIP LOCKED, so
 * relays on several replicas never publish the same row at once; `Nats-Msg-Id` = event id lets
 * JetStream drop a re-publish after a crash between publish and mark.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopped = true;
  private wakeTimer?: NodeJS.Timeout;

  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(JetStreamConnection) private readonly connection: JetStreamConnection,
    @Inject(EVENT_BUS_OPTIONS) private readonly options: EventBusOptions,
  ) {}

  onApplicationBootstrap(): void {
    this.start();
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const interval = this.options.relayIntervalMs ?? 500;
    this.timer = setInterval(() => void this.tick(), interval);
    void this.tick();
  }

  /** Called after an event is added: publish soon after the surrounding transaction commits. */
  wakeSoon(): void {
    if (this.stopped || this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = undefined;
      void this.tick();
    }, 20);
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = this.publishBatch()
      .catch((error: unknown) => {
        this.logger.warn(`outbox relay: ${(error as Error).message}`);
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    const published = await this.running;
    if (published > 0) void this.tick();
  }

  /** Publishes up to `limit` unpublished events; returns how many. */
  async publishBatch(limit = 100): Promise<number> {
    const { js } = await this.connection.get();
    const table = qualified(this.options.schema, 'outbox');
    return this.orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<OutboxRow[]>(
        `select id, name, payload, request_id, occurred_at from ${table}
         where published_at is null order by occurred_at, id limit ? for update skip locked`,
        [limit],
      );
      // One connection keeps the order of the publications; their acks are awaited together.
      const published = rows.map((row) => {
        const envelope: EventEnvelope = {
          id: row.id,
          name: row.name as EventName,
          occurred_at: new Date(row.occurred_at).toISOString(),
          ...(row.request_id ? { request_id: row.request_id } : {}),
          payload: (typeof row.payload === 'string'
            ? JSON.parse(row.payload)
            : row.payload) as EventEnvelope['payload'],
        };
        return js.publish(this.connection.subject(row.name), JSON.stringify(envelope), { msgID: row.id });
      });
      await Promise.all(published);
      if (rows.length > 0) {
        await em.execute(
          `update ${table} set published_at = now(), attempts = attempts + 1 where id = any(string_to_array(?, ',')::uuid[])`,
          [rows.map((r) => r.id).join(',')],
        );
      }
      return rows.length;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeTimer = undefined;
    await this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
