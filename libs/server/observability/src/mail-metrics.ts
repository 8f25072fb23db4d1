import { Counter, Gauge } from 'prom-client';

/** What happened to each attempt of the durable mail outbox (libs/server/mail), by kind of e-mail. */
export const mailOutboxDeliveries = new Counter({
  name: 'encontro_mail_outbox_deliveries_total',
  help: 'Mail outbox attempts by kind and outcome: sent, retried (will be tried again) or failed (gave up)',
  labelNames: ['kind', 'outcome'] as const,
});

const pendingSources = new Set<() => Promise<number>>();

/** E-mails waiting in the outbox (not sent yet, not given up), read from the database at each scrape. */
export const mailOutboxPending = new Gauge({
  name: 'encontro_mail_outbox_pending',
  help: 'E-mails waiting in the mail outbox (not sent yet and not given up)',
  async collect() {
    let pending = 0;
    for (const source of pendingSources) pending += await source().catch(() => 0);
    this.set(pending);
  },
});

/** A mail relay registers how to count its pending rows; the returned function unregisters it. */
export function countPendingMail(source: () => Promise<number>): () => void {
  pendingSources.add(source);
  return () => pendingSources.delete(source);
}
