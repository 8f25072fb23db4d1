import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import type { Liveness } from '@encontro/contracts';
import type { FastifyReply } from 'fastify';
import { HealthService } from './health.service.js';
import { OBSERVABILITY_OPTIONS, type ObservabilityOptions } from './observability.options.js';

@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthService,
    @Inject(OBSERVABILITY_OPTIONS) private readonly options: ObservabilityOptions,
  ) {}

  /** Liveness: the process answers. */
  @Get('health')
  @HttpCode(200)
  live(): Liveness {
    return { status: 'ok', service: this.options.service };
  }

  /**
   * Readiness: Postgres, NATS and Redis (whichever this process uses) all answer, and the process is
   * not shutting down. Up or down only: the details are on the metrics side (/health/details).
   */
  @Get('health/ready')
  async ready(@Res() reply: FastifyReply) {
    const answer = await this.health.readiness();
    await reply.status(answer.status === 'ok' ? 200 : 503).send(answer);
  }
}
