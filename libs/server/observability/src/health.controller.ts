import { Controller, Get, HttpCode, Inject, type OnApplicationShutdown, Res } from '@nestjs/common';
import type { Liveness, Readiness } from '@encontro/contracts';
import type { FastifyReply } from 'fastify';
import { HEALTH_CHECKS, type HealthCheck, withTimeout } from './health.checks.js';
import { OBSERVABILITY_OPTIONS, type ObservabilityOptions } from './observability.options.js';

@Controller()
export class HealthController implements OnApplicationShutdown {
  constructor(
    @Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[],
    @Inject(OBSERVABILITY_OPTIONS) private readonly options: ObservabilityOptions,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.checks.map((c) => c.close?.().catch(() => undefined)));
  }

  /** Liveness: the process answers. */
  @Get('health')
  @HttpCode(200)
  live(): Liveness {
    return { status: 'ok', service: this.options.service };
  }

  /** Readiness: Postgres, NATS and Redis (whichever this process uses) all answer. */
  @Get('health/ready')
  async ready(@Res() reply: FastifyReply) {
    const results = await Promise.all(
      this.checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), 2000, name);
          return [name, 'ok'] as const;
        } catch (error) {
          return [name, (error as Error).message || 'down'] as const;
        }
      }),
    );
    const ok = results.every(([, status]) => status === 'ok');
    const answer: Readiness = {
      status: ok ? 'ok' : 'unavailable',
      service: this.options.service,
      checks: Object.fromEntries(results),
    };
    await reply.status(ok ? 200 : 503).send(answer);
  }
}
