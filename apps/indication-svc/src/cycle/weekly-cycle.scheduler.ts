import { Inject, Injectable, Logger } from '@nestjs/common';
import { AdjustableClock, Clock, PollingService, PollingWorker } from '@encontro/server-clock';
import { markJobSuccess } from '@encontro/server-observability';
import { INDICATION_CONFIG, type IndicationConfig } from '../config.js';
import { IntegritySignals } from '../integrity/integrity-signals.service.js';
import { IntegrityService } from '../integrity/integrity.service.js';
import { MeetupReminders } from '../reminders/meetup-reminders.service.js';
import { Waitlist } from '../waitlist/waitlist.service.js';
import { HostDeadlines } from '../winners/host-deadline.service.js';
import { WeekCloser } from '../winners/week-closer.service.js';

/**
 * Runs what the week makes due — Thursday 23:00's hold of suspicious votes, closing weeks, the host's reminder and hand-over, the meetups' reminders and seat offers (issue 30), whose e-mails go
 * to the mail outbox — every CYCLE_TICK_MS and at once when the dev clock moves. Every step is
 * idempotent and single-shot across replicas, so every replica runs it.
 */
@Injectable()
export class WeeklyCycleScheduler extends PollingService {
  private readonly logger = new Logger(WeeklyCycleScheduler.name);
  protected readonly worker: PollingWorker;
  private unsubscribe?: () => void;

  constructor(
    private readonly closer: WeekCloser,
    private readonly deadlines: HostDeadlines,
    private readonly meetupReminders: MeetupReminders,
    private readonly waitlist: Waitlist,
    private readonly integrity: IntegrityService,
    private readonly signals: IntegritySignals,
    private readonly clock: Clock,
    @Inject(INDICATION_CONFIG) config: Pick<IndicationConfig, 'CYCLE_TICK_MS'>,
  ) {
    super();
    this.worker = new PollingWorker({
      name: 'weekly cycle',
      intervalMs: config.CYCLE_TICK_MS,
      pass: () => this.runOnce(),
      // A missed close or hand-over is the product failing: an error, not a warning.
      log: { warn: (message) => this.logger.error(message) },
    });
  }

  override start(): void {
    if (this.worker.started) return;
    if (this.clock instanceof AdjustableClock) this.unsubscribe = this.clock.onChange(() => void this.tick());
    super.start();
  }

  /** One pass of everything due; a call during a pass runs one more pass after it. */
  tick(): Promise<void> {
    return this.worker.wake();
  }

  private async runOnce(): Promise<void> {
    // Before the close: Thursday 23:00's hold of high-risk clusters (the close also makes sure of it).
    await this.integrity.holdDueWeeks();
    await this.closer.closeDueWeeks();
    markJobSuccess('week_close');
    await this.deadlines.remindUnconfirmedHosts();
    await this.deadlines.handOverUnconfirmedHosts();
    await this.meetupReminders.sendDue();
    markJobSuccess('reminders');
    await this.waitlist.expire();
    markJobSuccess('seat_offers');
    await this.signals.purgeExpired();
  }

  override async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    await super.stop();
  }
}
