import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Clock } from '@encontro/server-clock';
import { Mailer } from '@encontro/server-mail';
import { NotificationsRepository } from './notifications.repository.js';

/**
 * Sends the e-mails the cycle stored, after their transaction committed. A row is claimed with
 * SKIP LOCKED, so replicas never send the same one at once; a failure is retried on the next
 * tick (up to 10 attempts).
 */
@Injectable()
export class NotificationDispatcher {
  private readonly logger = new Logger(NotificationDispatcher.name);

  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(NotificationsRepository) private readonly notifications: NotificationsRepository,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** Sends up to `limit` waiting e-mails; returns how many went out. */
  async dispatch(limit = 20): Promise<number> {
    return this.orm.em.fork().transactional(async (em) => {
      let sent = 0;
      for (const row of await this.notifications.claimUnsent(em, limit)) {
        row.attempts += 1;
        try {
          await this.mailer.send({ to: row.toEmail, subject: row.subject, text: row.text, html: row.html });
          row.sentAt = this.clock.now();
          row.lastError = null;
          sent += 1;
        } catch (error) {
          row.lastError = String((error as Error).message).slice(0, 500);
          this.logger.warn(`mail "${row.subject}" failed (attempt ${row.attempts}): ${row.lastError}`);
        }
      }
      return sent;
    });
  }
}
