import { afterFailure } from '@encontro/server-mail';

/** What the relay does with a delivery after an attempt. */
export type PushOutcome =
  | { kind: 'sent' }
  /** The subscription expired or was revoked: it goes, with everything queued for it. */
  | { kind: 'gone' }
  | { kind: 'retry'; inMs: number }
  /** Refused for good (a malformed push, a payload too large…), or out of attempts: dropped and logged. */
  | { kind: 'dropped' };

export type RetryPolicy = { firstRetryMs: number; maxAttempts: number };

/**
 * 404/410: gone; 429, 5xx or no answer at all: retried with exponential back-off until the last
 * attempt; any other refusal: dropped.
 */
export function pushOutcome(
  statusCode: number | undefined,
  attempts: number,
  policy: RetryPolicy,
): PushOutcome {
  if (statusCode === 404 || statusCode === 410) return { kind: 'gone' };
  const transient = statusCode === undefined || statusCode === 429 || statusCode >= 500;
  if (!transient) return { kind: 'dropped' };
  const next = afterFailure(attempts, {
    firstRetryMs: policy.firstRetryMs,
    maxRetryMs: policy.firstRetryMs * 2 ** Math.max(0, policy.maxAttempts - 1),
    maxAttempts: policy.maxAttempts,
  });
  return next.outcome === 'failed' ? { kind: 'dropped' } : { kind: 'retry', inMs: next.retryInMs };
}
