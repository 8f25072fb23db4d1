import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { type JobName, markJobSuccess } from '@encontro/server-observability';

/** Where a worker reports a failed pass (a Nest Logger fits). */
export type WorkerLog = { warn(message: string): void };

export type PollingWorkerOptions = {
  /** Names the worker in its log lines. */
  name: string;
  /** How often a pass runs on its own. */
  intervalMs: number;
  /**
   * One pass of the work. A positive count means there may be more (a full batch), so the next pass
   * runs at once instead of waiting for the interval.
   */
  pass: () => Promise<number | void>;
  log: WorkerLog;
  /** Hourly chores do not keep a process alive. */
  unref?: boolean;
  /** false: the first pass waits for the first interval (work other services must be up for). */
  passAtStart?: boolean;
  /** A watched job: each successful pass sets `encontro_job_last_success_timestamp_seconds{job}`. */
  job?: JobName;
};

/**
 * The one background loop of every service (outbox relay, mail relay, forum push relay, weekly
 * cycle, photo clean-up, event-table pruning): a pass every `intervalMs`, at once when woken, never
 * two passes at a time — a wake during a pass runs one more pass right after it — a failed pass
 * logged and retried at the next tick, and `stop()` waiting for the pass under way.
 */
export class PollingWorker {
  private timer?: NodeJS.Timeout;
  private wakeTimer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(private readonly options: PollingWorkerOptions) {}

  /** True between start() and stop(): a long pass checks it to end early on shutdown. */
  get started(): boolean {
    return !this.stopped;
  }

  /** Starts the interval and (unless told otherwise) runs a first pass at once. Starting twice is harmless. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.wake(), this.options.intervalMs);
    if (this.options.unref) this.timer.unref();
    if (this.options.passAtStart !== false) void this.wake();
  }

  /**
   * Runs a pass now, or one more right after the pass under way. Resolves when the pass it started
   * (or the one under way) has ended.
   */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    // Cleared in a continuation, so even a pass that fails at once never leaves a settled `running`.
    this.running = this.runPass().then((more) => {
      this.running = undefined;
      if ((more || this.again) && !this.stopped) {
        this.again = false;
        void this.wake();
      }
    });
    return this.running;
  }

  /** Wakes after `delayMs` — from inside a transaction, so the pass sees what it commits. */
  wakeSoon(delayMs = 20): void {
    if (this.stopped || this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = undefined;
      void this.wake();
    }, delayMs);
  }

  /** Stops the timers and waits for the pass under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.wakeTimer);
    this.timer = undefined;
    this.wakeTimer = undefined;
    await this.running;
  }

  /** One pass; true when it reports more work waiting. */
  private async runPass(): Promise<boolean> {
    try {
      const more = ((await this.options.pass()) ?? 0) > 0;
      if (this.options.job) markJobSuccess(this.options.job);
      return more;
    } catch (error) {
      this.options.log.warn(`${this.options.name}: ${(error as Error).message}`);
      return false;
    }
  }
}

/**
 * A Nest provider whose work is one PollingWorker: the worker starts once the application has
 * booted and stops, waiting for the pass under way, when it shuts down.
 */
export abstract class PollingService implements OnApplicationBootstrap, OnApplicationShutdown {
  protected abstract readonly worker: PollingWorker;

  onApplicationBootstrap(): void {
    this.start();
  }

  start(): void {
    this.worker.start();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }
}
