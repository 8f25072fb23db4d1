import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { PollingService, PollingWorker } from '@encontro/server-clock';
import { qualified } from '@encontro/server-database';
import type { EventEnvelope, EventName } from '@encontro/contracts';
import { type OutboxState, watchOutbox } from '@encontro/server-observability';
import { TRACEPARENT_HEADER, inPublishSpan } from '@encontro/server-tracing';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { EVENT_BUS_OPTIONS, type EventBusOptions } from './event-bus.options.js';
import { JetStreamConnection } from './jetstream.connection.js';

type OutboxRow = {
  id: string;
  name: string;
  payload: unknown;
  request_id: string | null;
  traceparent: string | null;
  occurred_at: Date | string;
};

/**
 * The relay's claim of the next `limit` unpublished events of `table`, oldest first; served in order
 * by `outbox_unpublished_idx` (migration `0000-outbox-unpublished-order`).
 */
export function unpublishedBatchSql(table: string): string {
  return `select id, name, payload, request_id, traceparent, occurred_at from ${table}
         where published_at is null order by occurred_at, id limit ? for update skip locked`;
}

/**
 * Publishes committed outbox rows to JetStream. Rows are claimed with FOR UPDATE SKIP LOCKED, so
 * relays on several replicas never publish the same row at once; `Nats-Msg-Id` = event id lets
 * JetStream drop a re-publish after a crash between publish and mark.
 */
@Injectable()
export class OutboxRelay extends PollingService implements BeforeApplicationShutdown {
  protected readonly worker: PollingWorker;
  private unwatch?: () => void;

  constructor(
    private readonly orm: MikroORM,
    private readonly connection: JetStreamConnection,
    @Inject(EVENT_BUS_OPTIONS) private readonly options: EventBusOptions,
  ) {
    super();
    this.worker = new PollingWorker({
      name: 'outbox relay',
      job: 'outbox_relay',
      intervalMs: options.relayIntervalMs ?? 500,
      pass: () => this.publishBatch(),
      log: new Logger(OutboxRelay.name),
    });
  }

  override start(): void {
    this.unwatch ??= watchOutbox(this.options.schema, () => this.state());
    super.start();
  }

  override async stop(): Promise<void> {
    this.beforeApplicationShutdown();
    await super.stop();
  }

  /** Before the database closes: a scrape must not reopen it. */
  beforeApplicationShutdown(): void {
    this.unwatch?.();
    this.unwatch = undefined;
  }

  /** The unpublished rows and the age of the oldest (real time), for the metrics. */
  async state(): Promise<OutboxState> {
    const [row] = await this.orm.em.fork().execute<{ backlog: number; oldest: Date | string | null }[]>(
      `select count(*)::int as backlog, min(occurred_at) as oldest from ${qualified(this.options.schema, 'outbox')}
         where published_at is null`,
    );
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
    return {
      backlog: row?.backlog ?? 0,
      oldestAgeSeconds: oldest === undefined ? 0 : Math.max(0, (Date.now() - oldest) / 1000),
    };
  }

  /** Called after an event is added: publish soon after the surrounding transaction commits. */
  wakeSoon(): void {
    this.worker.wakeSoon();
  }

  /** Publishes up to `limit` unpublished events; returns how many. */
  async publishBatch(limit = 100): Promise<number> {
    const { js } = await this.connection.get();
    const table = qualified(this.options.schema, 'outbox');
    return this.orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<OutboxRow[]>(unpublishedBatchSql(table), [limit]);
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
        // The span that recorded the event travels as a header: each consumer's span links to it.
        const headers = row.traceparent ? natsHeaders() : undefined;
        headers?.set(TRACEPARENT_HEADER, row.traceparent!);
        const subject = this.connection.subject(row.name);
        const traced = { id: row.id, name: row.name, subject, traceparent: row.traceparent };
        return inPublishSpan(traced, () =>
          js.publish(subject, JSON.stringify(envelope), { msgID: row.id, ...(headers ? { headers } : {}) }),
        );
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
}
