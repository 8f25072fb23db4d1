import { type DynamicModule, type FactoryProvider, Module } from '@nestjs/common';
import { collectDefaultMetrics, register } from 'prom-client';
import { HEALTH_CHECKS, type HealthCheck } from './health.checks.js';
import { HealthController } from './health.controller.js';
import { MetricsController } from './metrics.controller.js';
import { OBSERVABILITY_OPTIONS } from './observability.options.js';

let defaultsCollected = false;

/**
 * `/health`, `/health/ready` and `/metrics` for one process. A process whose HTTP port is public
 * passes `metricsRoute: false` and serves `/metrics` on a port of its own (startMetricsServer).
 */
@Module({})
export class ObservabilityModule {
  static forRoot(options: {
    service: string;
    checks: { inject: FactoryProvider['inject']; useFactory: (...deps: never[]) => HealthCheck[] };
    metricsRoute?: boolean;
  }): DynamicModule {
    if (!defaultsCollected) {
      register.setDefaultLabels({ service: options.service });
      collectDefaultMetrics({ prefix: 'encontro_' });
      defaultsCollected = true;
    }
    return {
      module: ObservabilityModule,
      controllers:
        options.metricsRoute === false ? [HealthController] : [HealthController, MetricsController],
      providers: [
        { provide: OBSERVABILITY_OPTIONS, useValue: { service: options.service } },
        {
          provide: HEALTH_CHECKS,
          inject: options.checks.inject ?? [],
          useFactory: options.checks.useFactory as (...a: unknown[]) => HealthCheck[],
        },
      ],
    };
  }
}
