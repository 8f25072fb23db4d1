import { type DynamicModule, type FactoryProvider, Module } from '@nestjs/common';
import { collectDefaultMetrics, register } from 'prom-client';
import { HEALTH_CHECKS, type HealthCheck } from './health.checks.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { MetricsController } from './metrics.controller.js';
import { OBSERVABILITY_OPTIONS } from './observability.options.js';
import { ShutdownState } from './shutdown.js';

let defaultsCollected = false;

/**
 * `/health`, `/health/ready`, `/metrics` and `/health/details` for one process. A process whose HTTP
 * port is public passes `metricsRoute: false` and serves the last two on a port of its own
 * (startMetricsServer).
 */
@Module({})
export class ObservabilityModule {
  static forRoot(options: {
    service: string;
    checks: { inject: FactoryProvider['inject']; useFactory: (...deps: never[]) => HealthCheck[] };
    metricsRoute?: boolean;
  }): DynamicModule {
    if (!defaultsCollected) {
      register.setDefaultLabels({ app: options.service });
      collectDefaultMetrics({ prefix: 'encontro_' });
      // Gauges named like counters (promtool check metrics refuses them); the per-type gauges without `_total` stay.
      for (const name of ['active_handles_total', 'active_requests_total', 'active_resources_total'])
        register.removeSingleMetric(`encontro_nodejs_${name}`);
      defaultsCollected = true;
    }
    return {
      module: ObservabilityModule,
      controllers:
        options.metricsRoute === false ? [HealthController] : [HealthController, MetricsController],
      providers: [
        { provide: OBSERVABILITY_OPTIONS, useValue: { service: options.service } },
        ShutdownState,
        HealthService,
        {
          provide: HEALTH_CHECKS,
          inject: options.checks.inject ?? [],
          useFactory: options.checks.useFactory as (...a: unknown[]) => HealthCheck[],
        },
      ],
    };
  }
}
