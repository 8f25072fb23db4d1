import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { PollingService, PollingWorker } from '@encontro/server-clock';
import { qualified } from '@encontro/server-database';
import { EVENT_BUS_OPTIONS, type EventBusOptions } from './event-bus.options.js';

const HOUR_MS = 60 * 60 * 1000;
/** Rows deleted per statement, so a long backlog never holds one big transaction. */
const BATCH = 5000;

export type PrunedRows = { outbox: number; inbox: number };

/**
 * Keeps the outbox and the inbox from growing for ever: every hour, published outbox rows older than a
 * day (JetStream de-duplicates re-publishes for two minutes; after that a row is only a copy of what
 * the stream holds, with personal data in its payload) and inbox rows older than the stream keeps its
 * events plus a day (no redelivery or replay can bring an older event back). Real time, never the dev clock.
 */
@Injectable()
export class EventTablesPruner extends PollingService {
  protected readonly worker: PollingWorker;

  constructor(
    private readonly orm: MikroORM,
    @Inject(EVENT_BUS_OPTIONS) private readonly options: EventBusOptions,
  ) {
    super();
    this.worker = new PollingWorker({
      name: 'event tables pruning',
      intervalMs: HOUR_MS,
      pass: async () => void (await this.prune()),
      log: new Logger(EventTablesPruner.name),
      unref: true,
    });
  }

  /** Deletes what is due now; returns how many rows of each table went. */
  async prune(): Promise<PrunedRows> {
    const outbox = await this.deleteAll(
      qualified(this.options.schema, 'outbox'),
      `published_at < now() - interval '1 day'`,
    );
    const keepDays = this.options.maxAgeDays ?? 30;
    // 0 keeps events on the stream for ever, so any of them may come back: the inbox keeps them all too.
    const inbox =
      keepDays > 0
        ? await this.deleteAll(
            qualified(this.options.schema, 'inbox'),
            `processed_at < now() - make_interval(days => ${Math.floor(keepDays) + 1})`,
          )
        : 0;
    return { outbox, inbox };
  }

  private async deleteAll(table: string, due: string): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await this.orm.em.fork().execute<{ n: number }[]>(
        `with gone as (delete from ${table} where ctid = any(array(select ctid from ${table} where ${due} limit ${BATCH})) returning 1)
           select count(*)::int as n from gone`,
      );
      const n = deleted[0]?.n ?? 0;
      total += n;
      if (n < BATCH) return total;
    }
  }
}
