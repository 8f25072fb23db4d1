import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Mailer } from '@encontro/server-mail';
import { OutgoingMailsRepository } from './outgoing-mails.repository.js';

const POLL_INTERVAL_MS = 1000;
const MAX_BATCH = 20;
/** 5 s, 10 s, 20 s … up to 30 min between attempts. */
export const retryDelayMs = (attempts: number) =>
  Math.min(30 * 60_000, 5000 * 2 ** Math.max(0, attempts - 1));

/**
 * Sends the queued e-mails, one row-locked transaction each (`FOR UPDATE SKIP LOCKED`, so replicas
 * share the queue), retrying failures with back-off. Kept apart from the event consumer so a slow
 * or absent SMTP server never holds up the service's events.
 */
@Injectable()
export class MailRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailRelay.name);
  private timer?: NodeJS.Timeout;
  private wakeTimer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopped = true;

  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(OutgoingMailsRepository) private readonly mails: OutgoingMailsRepository,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), POLL_INTERVAL_MS);
    void this.tick();
  }

  /** Called when an e-mail is queued: send it soon after the surrounding transaction commits. */
  wakeSoon(): void {
    if (this.stopped || this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = undefined;
      void this.tick();
    }, 20);
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = this.sendDue()
      .catch((error: unknown) => {
        this.logger.warn(`mail relay: ${(error as Error).message}`);
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
  }

  /** Sends up to `limit` due e-mails; returns how many were handled. */
  async sendDue(limit = MAX_BATCH): Promise<number> {
    let handled = 0;
    while (handled < limit && !this.stopped) {
      const done = await this.orm.em.fork().transactional(async (em) => {
        const mail = await this.mails.claimDue(em);
        if (!mail) return false;
        try {
          await this.mailer.send({
            to: mail.to_address,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
          });
          await this.mails.markSent(em, mail.id);
        } catch (error) {
          const attempts = mail.attempts + 1;
          this.logger.error(
            `mail "${mail.subject}" failed (attempt ${attempts}): ${(error as Error).message}`,
          );
          await this.mails.markFailed(
            em,
            mail.id,
            attempts,
            (error as Error).message,
            retryDelayMs(attempts),
          );
        }
        return true;
      });
      if (!done) break;
      handled += 1;
    }
    return handled;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    await this.running;
  }
}
