/** How the mail relay delivers the outbox: every value has a default (docs/decisions.md). */
export type MailDelivery = {
  /** How often the relay looks for due e-mails (an enqueue also wakes it at once). */
  pollIntervalMs: number;
  /** Attempts before an e-mail is marked failed and logged as an error. */
  maxAttempts: number;
  /** Wait after the first failed attempt; it doubles after each further failure … */
  firstRetryMs: number;
  /** … up to this wait. */
  maxRetryMs: number;
  /** Sent rows (their bodies already erased) are kept this long for idempotency, then deleted. */
  keepSentDays: number;
};

/** 5 s, 10 s, 20 s … 30 min: 12 attempts cover about 1 h 45 min of SMTP outage. */
export const defaultMailDelivery: MailDelivery = {
  pollIntervalMs: 1000,
  maxAttempts: 12,
  firstRetryMs: 5000,
  maxRetryMs: 30 * 60_000,
  keepSentDays: 30,
};

/** The wait after the `attempts`-th failed attempt: exponential back-off, capped. */
export function retryDelayMs(
  attempts: number,
  delivery: Pick<MailDelivery, 'firstRetryMs' | 'maxRetryMs'> = defaultMailDelivery,
): number {
  const exponent = Math.min(Math.max(0, attempts - 1), 30);
  return Math.min(delivery.maxRetryMs, delivery.firstRetryMs * 2 ** exponent);
}

/** What happens after a failed attempt: try again after a wait, or give up. */
export function afterFailure(
  attempts: number,
  delivery: Pick<MailDelivery, 'firstRetryMs' | 'maxRetryMs' | 'maxAttempts'> = defaultMailDelivery,
): { outcome: 'retried'; retryInMs: number } | { outcome: 'failed' } {
  return attempts >= delivery.maxAttempts
    ? { outcome: 'failed' }
    : { outcome: 'retried', retryInMs: retryDelayMs(attempts, delivery) };
}
