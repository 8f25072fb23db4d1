import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { livenessSchema, readinessSchema } from '@encontro/contracts';
import { HealthController } from '@encontro/server-observability';
import { ApiContract } from './openapi.js';

let documented = false;

/**
 * /health and /health/ready come from server-observability, which every service shares without
 * Swagger (it stays out of their bundles): the gateway documents them, once, for its own document.
 */
export function documentHealthRoutes(): void {
  if (documented) return;
  documented = true;
  const routes: [keyof HealthController, MethodDecorator[]][] = [
    ['live', [ApiContract('Liveness: o processo responde', { response: livenessSchema })]],
    [
      'ready',
      [
        ApiContract('Readiness: NATS e Redis respondem e o processo não está encerrando', {
          response: readinessSchema,
        }),
        ApiResponse({
          status: 503,
          description:
            'Alguma dependência não responde, ou o processo está encerrando (mesmo formato; o motivo fica em /health/details, na porta de métricas)',
        }),
      ],
    ],
  ];
  ApiTags('Saúde')(HealthController);
  for (const [key, decorators] of routes) {
    const descriptor = Object.getOwnPropertyDescriptor(HealthController.prototype, key)!;
    for (const decorate of decorators) decorate(HealthController.prototype, key, descriptor);
  }
}
