import { Controller, Get, Header } from '@nestjs/common';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { register } from 'prom-client';

@Controller()
export class MetricsController {
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
 * operators (Prometheus) reach it. Anything else on that port is a 404.
 */
export async function startMetricsServer(port: number, host = '0.0.0.0'): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
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
