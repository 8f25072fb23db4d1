import { Counter, Histogram } from 'prom-client';

/**
 * How a NATS request ended on the handler's side: `ok`, `refused` (a domain error or a validation
 * refusal: the caller's input or a rule, answered on purpose) or `failed` (anything unexpected).
 */
export type RpcOutcome = 'ok' | 'refused' | 'failed';

export const rpcHandled = new Counter({
  name: 'encontro_rpc_handled_total',
  help: 'NATS requests handled by this service, by subject and outcome (ok, refused: a domain or validation refusal, failed: an unexpected error)',
  labelNames: ['subject', 'outcome'] as const,
});

export const rpcHandlerDuration = new Histogram({
  name: 'encontro_rpc_handler_duration_seconds',
  help: 'Time this service took to answer a NATS request, in seconds, by subject (handler side)',
  labelNames: ['subject'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

/** Records one handled request. */
export function observeRpc(subject: string, outcome: RpcOutcome, seconds: number): void {
  rpcHandled.inc({ subject, outcome });
  rpcHandlerDuration.observe({ subject }, seconds);
}
