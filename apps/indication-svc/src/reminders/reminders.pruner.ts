import { Inject, Injectable, Logger } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { previousWeek, weekOf } from '@encontro/contracts';
import { Clock, PollingService, PollingWorker } from '@encontro/server-clock';
import { INDICATION_CONFIG, type IndicationConfig } from '../config.js';
import { MeetupRemindersRepository } from './meetup-reminders.repository.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Rows deleted per statement, so a long backlog never holds one big transaction. */
export const REMINDERS_PRUNE_BATCH = 5000;

export type PrunedReminders = { claims: number; answers: number };

/**
 * Keeps the reminders' tables bounded: every hour, claims and answers older than
 * MEETUP_REMINDERS_RETENTION_DAYS go. A claim of a meetup of last week or this one stays whatever its
 * age (MeetupReminders still reads those weeks, and would send it again); an answer's token ended at
 * its meetup's start, hours after it was sent, so no answer older than the retention can come back.
 * The cutoff reads the Clock; replicas prune side by side (each batch skips the rows another one holds).
 */
@Injectable()
export class RemindersPruner extends PollingService {
  protected readonly worker: PollingWorker;

  constructor(
    private readonly orm: MikroORM,
    private readonly reminders: MeetupRemindersRepository,
    private readonly clock: Clock,
    @Inject(INDICATION_CONFIG)
    private readonly config: Pick<IndicationConfig, 'MEETUP_REMINDERS_RETENTION_DAYS'>,
  ) {
    super();
    this.worker = new PollingWorker({
      name: 'meetup reminders pruning',
      intervalMs: HOUR_MS,
      pass: async () => void (await this.prune()),
      log: new Logger(RemindersPruner.name),
      unref: true,
      // An hour after start, never at boot: a process (a test app) that moves its clock after starting
      // must not have a pass with the boot instant's cutoff run beside its own work.
      passAtStart: false,
      job: 'reminders_pruning',
    });
  }

  /** Deletes what is due now; returns how many rows of each table went. */
  async prune(): Promise<PrunedReminders> {
    const now = this.clock.now();
    const before = new Date(now.getTime() - this.config.MEETUP_REMINDERS_RETENTION_DAYS * DAY_MS);
    const fromWeek = previousWeek(weekOf(now).week);
    const claims = await this.inBatches((em) =>
      this.reminders.deleteSentBefore(em, before, fromWeek, REMINDERS_PRUNE_BATCH),
    );
    const answers = await this.inBatches((em) =>
      this.reminders.deleteAnswersBefore(em, before, REMINDERS_PRUNE_BATCH),
    );
    return { claims, answers };
  }

  private async inBatches(batch: (em: EntityManager) => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await batch(this.orm.em.fork());
      total += n;
      if (n < REMINDERS_PRUNE_BATCH) return total;
    }
  }
}
