import { Controller, Get, Header, Res } from '@nestjs/common';
import type { ReadinessDetails } from '@encontro/contracts';
import type { FastifyReply } from 'fastify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { register } from 'prom-client';
import { HealthService } from './health.service.js';

/** On the metrics side only (a service's cluster-internal HTTP port, the gateway's metrics port). */
@Controller()
export class MetricsController {
  constructor(private readonly health: HealthService) {}

  /** Readiness with each dependency's state and error, for operators: 200 or 503 as /health/ready. */
  @Get('health/details')
  async details(@Res() reply: FastifyReply) {
    const details = await this.health.details();
    await reply.status(details.status === 'ok' ? 200 : 503).send(details);
  }

  /** Prometheus text format: default process metrics plus the app's own. */
  @Get('metrics')
  @Header('Content-Type', register.contentType)
  metrics(): Promise<string> {
    return register.metrics();
  }
}

export type MetricsServer = { port: number; close: () => Promise<void> };

/**
 * `/metrics` on a port of its own, for a process whose HTTP port is public (the gateway): only
 * operators (Prometheus) reach it. `details` adds `/health/details` (readiness with each check's
 * state). Anything else on that port is a 404.
 */
export async function startMetricsServer(
  port: number,
  options: { host?: string; details?: () => Promise<ReadinessDetails> } = {},
): Promise<MetricsServer> {
  const { host = '0.0.0.0', details } = options;
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (request.method === 'GET' && path === '/health/details' && details) {
      details().then(
        (answer) =>
          response
            .writeHead(answer.status === 'ok' ? 200 : 503, { 'Content-Type': 'application/json' })
            .end(JSON.stringify(answer)),
        () => response.writeHead(500).end(),
      );
      return;
    }
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    register.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': register.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
