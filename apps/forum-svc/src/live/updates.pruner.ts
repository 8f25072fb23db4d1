import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Clock, PollingService, PollingWorker } from '@encontro/server-clock';
import { FORUM_CONFIG, type ForumConfig } from '../config.js';
import { UpdatesRepository } from './updates.repository.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Rows deleted per statement, so a long backlog never holds one big transaction. */
export const UPDATES_PRUNE_BATCH = 5000;

/**
 * Keeps the real-time update log bounded: every hour, pushed updates older than
 * FORUM_UPDATES_RETENTION_DAYS by the Clock go (polls and replays only ask for the last seconds; the
 * page shows the rest). Each forum keeps its latest update, whose id versions the forum's cached page.
 * Replicas prune side by side: each batch skips the rows another one holds.
 */
@Injectable()
export class UpdatesPruner extends PollingService {
  protected readonly worker: PollingWorker;

  constructor(
    private readonly orm: MikroORM,
    private readonly updates: UpdatesRepository,
    private readonly clock: Clock,
    @Inject(FORUM_CONFIG) private readonly config: Pick<ForumConfig, 'FORUM_UPDATES_RETENTION_DAYS'>,
  ) {
    super();
    this.worker = new PollingWorker({
      name: 'forum updates pruning',
      intervalMs: HOUR_MS,
      pass: async () => void (await this.prune()),
      log: new Logger(UpdatesPruner.name),
      unref: true,
      // An hour after start, never at boot: a process (a test app) that moves its clock after starting
      // must not have a pass with the boot instant's cutoff run beside its own work.
      passAtStart: false,
      job: 'updates_pruning',
    });
  }

  /** Deletes what is due now; returns how many rows went. */
  async prune(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.config.FORUM_UPDATES_RETENTION_DAYS * DAY_MS);
    let total = 0;
    for (;;) {
      const n = await this.updates.deleteExpired(this.orm.em.fork(), before, UPDATES_PRUNE_BATCH);
      total += n;
      if (n < UPDATES_PRUNE_BATCH) return total;
    }
  }
}
