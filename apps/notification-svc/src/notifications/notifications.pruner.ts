import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Clock, PollingService, PollingWorker } from '@encontro/server-clock';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config.js';
import { NotificationsRepository } from './notifications.repository.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Rows deleted per statement, so a long backlog never holds one big transaction. */
export const NOTIFICATIONS_PRUNE_BATCH = 5000;

/**
 * Keeps the notification centre bounded: every hour, notifications older than
 * NOTIFICATIONS_RETENTION_DAYS go, read or not, with their pending pushes (foreign key cascade).
 * What they told about (a week's winners, a meetup) is long past by then. The cutoff reads the Clock;
 * replicas prune side by side (each batch skips the rows another one holds).
 */
@Injectable()
export class NotificationsPruner extends PollingService {
  protected readonly worker: PollingWorker;

  constructor(
    private readonly orm: MikroORM,
    private readonly notifications: NotificationsRepository,
    private readonly clock: Clock,
    @Inject(NOTIFICATION_CONFIG)
    private readonly config: Pick<NotificationConfig, 'NOTIFICATIONS_RETENTION_DAYS'>,
  ) {
    super();
    this.worker = new PollingWorker({
      name: 'notifications pruning',
      intervalMs: HOUR_MS,
      pass: async () => void (await this.prune()),
      log: new Logger(NotificationsPruner.name),
      unref: true,
      // An hour after start, never at boot: a process (a test app) that moves its clock after starting
      // must not have a pass with the boot instant's cutoff run beside its own work.
      passAtStart: false,
      job: 'notifications_pruning',
    });
  }

  /** Deletes what is due now; returns how many notifications went. */
  async prune(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.config.NOTIFICATIONS_RETENTION_DAYS * DAY_MS);
    let total = 0;
    for (;;) {
      const n = await this.notifications.deleteCreatedBefore(
        this.orm.em.fork(),
        before,
        NOTIFICATIONS_PRUNE_BATCH,
      );
      total += n;
      if (n < NOTIFICATIONS_PRUNE_BATCH) return total;
    }
  }
}
