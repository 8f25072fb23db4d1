import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { PollingWorker } from '@encontro/server-clock';
import { DATABASE_SCHEMA, qualified } from '@encontro/server-database';
import { requestContext, requestIdFrom } from '@encontro/server-logging';
import { countPendingMail, mailOutboxDeliveries } from '@encontro/server-observability';
import { type MailDelivery, afterFailure, defaultMailDelivery } from './mail-delivery.js';
import { MAIL_OPTIONS, type MailOptions, Mailer } from './mailer.js';

type DueMail = {
  id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
  attempts: number;
  request_id: string | null;
};

export type DeliveryOutcome = 'sent' | 'retried' | 'failed';

const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Sends the committed e-mails of the service's mail outbox. Each one is claimed in a transaction of
 * its own with FOR UPDATE SKIP LOCKED, so relays on several replicas never send the same row at
 * once, and a crash mid-send rolls the claim back (the e-mail is sent again: at least once). A
 * failure is retried with exponential back-off; after the last attempt the row is marked failed and
 * logged as an error. Kept apart from the event consumer: a slow or absent SMTP server never holds
 * up events.
 */
@Injectable()
export class MailRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailRelay.name);
  private readonly table: string;
  readonly delivery: MailDelivery;
  private readonly worker: PollingWorker;
  private prunedAt = 0;
  private stopCounting?: () => void;

  constructor(
    private readonly orm: MikroORM,
    private readonly mailer: Mailer,
    @Inject(DATABASE_SCHEMA) schema: string,
    @Inject(MAIL_OPTIONS) options: MailOptions,
  ) {
    this.table = qualified(schema, 'mail_outbox');
    this.delivery = { ...defaultMailDelivery, ...options.delivery };
    this.worker = new PollingWorker({
      name: 'mail relay',
      job: 'mail_relay',
      intervalMs: this.delivery.pollIntervalMs,
      pass: () => this.sendDue(),
      log: this.logger,
    });
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  start(): void {
    if (this.worker.started) return;
    this.stopCounting = countPendingMail(() => this.pending());
    this.worker.start();
  }

  /** Called after an e-mail is enqueued: send it soon after the surrounding transaction commits. */
  wakeSoon(): void {
    this.worker.wakeSoon();
  }

  /** Handles up to `limit` due e-mails, one transaction each; returns how many were attempted. */
  async sendDue(limit = 20): Promise<number> {
    let handled = 0;
    while (handled < limit && this.worker.started) {
      const outcome = await this.sendNext();
      if (!outcome) break;
      mailOutboxDeliveries.inc({ kind: outcome.kind, outcome: outcome.outcome });
      handled += 1;
    }
    if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) await this.pruneSent();
    return handled;
  }

  /** E-mails still to be sent (due now or waiting for a retry). */
  async pending(): Promise<number> {
    const [row] = await this.orm.em
      .fork()
      .execute<{ count: string }[]>(`select count(*) from ${this.table} where status = 'pending'`);
    return Number(row?.count ?? 0);
  }

  private sendNext(): Promise<{ kind: string; outcome: DeliveryOutcome } | undefined> {
    return this.orm.em.fork().transactional(async (em) => {
      const [mail] = await em.execute<DueMail[]>(
        `select id, kind, to_address, reply_to, subject, html, text, headers, attempts, request_id from ${this.table}
         where status = 'pending' and next_attempt_at <= now()
         order by next_attempt_at, created_at limit 1 for update skip locked`,
      );
      if (!mail) return undefined;
      const attempts = mail.attempts + 1;
      const context = { requestId: requestIdFrom(mail.request_id ?? undefined) };
      try {
        await requestContext.run(context, () =>
          this.mailer.send({
            to: mail.to_address,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
            ...(mail.headers ? { headers: mail.headers } : {}),
          }),
        );
      } catch (error) {
        const reason = String((error as Error)?.message ?? error).slice(0, 500);
        const next = afterFailure(attempts, this.delivery);
        if (next.outcome === 'failed') {
          await em.execute(
            `update ${this.table} set status = 'failed', attempts = ?, last_error = ?, failed_at = now() where id = ?`,
            [attempts, reason, mail.id],
          );
          requestContext.run(context, () =>
            this.logger.error(
              `mail ${mail.kind} ${mail.id} failed for good after ${attempts} attempts: ${reason}`,
            ),
          );
        } else {
          await em.execute(
            `update ${this.table} set attempts = ?, last_error = ?,
               next_attempt_at = now() + ? * interval '1 millisecond' where id = ?`,
            [attempts, reason, next.retryInMs, mail.id],
          );
          requestContext.run(context, () =>
            this.logger.warn(
              `mail ${mail.kind} ${mail.id} failed (attempt ${attempts}), next in ${Math.round(next.retryInMs / 1000)} s: ${reason}`,
            ),
          );
        }
        return { kind: mail.kind, outcome: next.outcome };
      }
      // The bodies go once sent: they may carry one-time links (verification, reset, host confirmation),
      // and the headers an unsubscribe link.
      await em.execute(
        `update ${this.table} set status = 'sent', attempts = ?, last_error = null, sent_at = now(),
           html = '', text = '', headers = null where id = ?`,
        [attempts, mail.id],
      );
      return { kind: mail.kind, outcome: 'sent' as const };
    });
  }

  /** Sent rows older than `keepSentDays` go: their keys only guard against a duplicate enqueue. */
  private async pruneSent(): Promise<void> {
    this.prunedAt = Date.now();
    await this.orm.em
      .fork()
      .execute(`delete from ${this.table} where status = 'sent' and sent_at < now() - ? * interval '1 day'`, [
        this.delivery.keepSentDays,
      ]);
  }

  async stop(): Promise<void> {
    this.stopCounting?.();
    this.stopCounting = undefined;
    await this.worker.stop();
  }

  /** Before any shutdown hook closes the database: the e-mail being sent is finished first. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
