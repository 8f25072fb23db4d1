import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Readiness, ReadinessDetails } from '@encontro/contracts';
import { HEALTH_CHECKS, type HealthCheck, withTimeout } from './health.checks.js';
import { OBSERVABILITY_OPTIONS, type ObservabilityOptions } from './observability.options.js';
import { ShutdownState } from './shutdown.js';

const CHECK_TIMEOUT_MS = 2000;

/**
 * Readiness of this process: every dependency answers and no shutdown has begun. The public answer
 * says only up or down; the details (each check's state or error) go to operators and to the log
 * when readiness changes.
 */
@Injectable()
export class HealthService implements OnApplicationShutdown {
  private readonly logger = new Logger('Health');
  private lastFailures = '';

  constructor(
    @Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[],
    @Inject(OBSERVABILITY_OPTIONS) private readonly options: ObservabilityOptions,
    private readonly shutdown: ShutdownState,
  ) {}

  async readiness(): Promise<Readiness> {
    // Once stopping, the answer is 503 at once: the checks' connections are about to close.
    if (this.shutdown.shuttingDown) return { status: 'unavailable', service: this.options.service };
    const { status, service } = await this.details();
    return { status, service };
  }

  async details(): Promise<ReadinessDetails> {
    const results = await Promise.all(
      this.checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS, name);
          return [name, 'ok'] as const;
        } catch (error) {
          return [name, (error as Error).message || 'down'] as const;
        }
      }),
    );
    this.logChange(results.filter(([, state]) => state !== 'ok'));
    const shuttingDown = this.shutdown.shuttingDown;
    const ok = !shuttingDown && results.every(([, state]) => state === 'ok');
    return {
      status: ok ? 'ok' : 'unavailable',
      service: this.options.service,
      shutting_down: shuttingDown,
      checks: Object.fromEntries(results),
    };
  }

  /** One line when a dependency starts or stops failing, not one per probe. */
  private logChange(failures: (readonly [string, string])[]): void {
    const now = failures.map(([name, why]) => `${name}: ${why}`).join('; ');
    if (now === this.lastFailures) return;
    if (now) this.logger.warn(`not ready: ${now}`);
    else this.logger.log('ready again: every dependency answers');
    this.lastFailures = now;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.checks.map((c) => c.close?.().catch(() => undefined)));
  }
}
