import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AdjustableClock, Clock } from '@encontro/server-clock';
import { INDICATION_CONFIG, type IndicationConfig } from '../config.js';
import { HostDeadlines } from '../winners/host-deadline.service.js';
import { WeekCloser } from '../winners/week-closer.service.js';

/**
 * Runs what the week makes due — closing weeks, the host's reminder and hand-over, whose e-mails go
 * to the mail outbox — every CYCLE_TICK_MS and at once when the dev clock moves. Every step is
 * idempotent and single-shot across replicas, so every replica runs it.
 */
@Injectable()
export class WeeklyCycleScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WeeklyCycleScheduler.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private unsubscribe?: () => void;

  constructor(
    @Inject(WeekCloser) private readonly closer: WeekCloser,
    @Inject(HostDeadlines) private readonly deadlines: HostDeadlines,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(INDICATION_CONFIG) private readonly config: Pick<IndicationConfig, 'CYCLE_TICK_MS'>,
  ) {}

  onApplicationBootstrap(): void {
    this.start();
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.config.CYCLE_TICK_MS);
    if (this.clock instanceof AdjustableClock) this.unsubscribe = this.clock.onChange(() => void this.tick());
    void this.tick();
  }

  /** One pass of everything due; a call during a pass runs one more pass after it. */
  tick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.runOnce()
      .catch((error: unknown) => this.logger.error(`weekly cycle: ${(error as Error).message}`))
      .finally(() => {
        this.running = undefined;
        if (this.again && this.timer) {
          this.again = false;
          void this.tick();
        }
      });
    return this.running;
  }

  private async runOnce(): Promise<void> {
    await this.closer.closeDueWeeks();
    await this.deadlines.remindUnconfirmedHosts();
    await this.deadlines.handOverUnconfirmedHosts();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    await this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
