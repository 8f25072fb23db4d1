import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type MailMessage, Mailer } from '@encontro/server-mail';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import {
  type Recipient,
  resetLink,
  resetMail,
  verificationLink,
  verificationMail,
} from './account-mail.templates.js';

/**
 * Sends the account e-mails after the transaction that issued their token has committed. Sending
 * does not hold up the answer (a slow relay must not turn a stored registration into a 503); a
 * failure is logged and the person can ask again (resend / new reset request).
 */
@Injectable()
export class AccountMail implements OnApplicationShutdown {
  private readonly logger = new Logger(AccountMail.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(IDENTITY_CONFIG) private readonly config: Pick<IdentityConfig, 'PUBLIC_URL'>,
  ) {}

  sendVerification(to: Recipient, token: string): void {
    this.dispatch(verificationMail(to, verificationLink(this.config.PUBLIC_URL, token, to.email)));
  }

  sendPasswordReset(to: Recipient, token: string): void {
    this.dispatch(resetMail(to, resetLink(this.config.PUBLIC_URL, token)));
  }

  /** Resolves once every e-mail handed over so far has been sent or has failed. */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  private dispatch(message: MailMessage): void {
    const sending = this.mailer
      .send(message)
      .catch((error: unknown) =>
        this.logger.error(`mail "${message.subject}" failed: ${(error as Error).message}`),
      )
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }
}
