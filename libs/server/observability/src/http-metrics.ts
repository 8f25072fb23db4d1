import { Histogram } from 'prom-client';

/** Request duration by route and status (gateway) and by subject, outcome and reason (NATS calls). */
export const httpRequestDuration = new Histogram({
  name: 'encontro_http_request_duration_seconds',
  help: 'HTTP request duration in seconds, by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

export const natsRequestDuration = new Histogram({
  name: 'encontro_nats_request_duration_seconds',
  help: 'Gateway → service NATS request duration in seconds, by subject, outcome and refusal reason',
  labelNames: ['subject', 'outcome', 'reason'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2],
});
