import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MailOutbox } from '@encontro/server-mail';
import { hashAccountToken } from '../account-tokens/account-token.util.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config.js';
import {
  type Recipient,
  resetLink,
  resetMail,
  verificationLink,
  verificationMail,
} from './account-mail.templates.js';

/**
 * The account e-mails, stored in the mail outbox by the transaction that issues their token: a
 * token the person was promised always reaches them, even when SMTP is down at that moment. One
 * token is one logical e-mail (its hash is the idempotency key).
 */
@Injectable()
export class AccountMail {
  constructor(
    private readonly outbox: MailOutbox,
    @Inject(IDENTITY_CONFIG) private readonly config: Pick<IdentityConfig, 'PUBLIC_URL'>,
  ) {}

  async queueVerification(em: EntityManager, to: Recipient & { id: string }, token: string): Promise<void> {
    await this.outbox.enqueue(em, {
      key: `account.verification:${hashAccountToken(token)}`,
      kind: 'account.verification',
      refId: to.id,
      ...verificationMail(to, verificationLink(this.config.PUBLIC_URL, token, to.email)),
    });
  }

  async queuePasswordReset(em: EntityManager, to: Recipient & { id: string }, token: string): Promise<void> {
    await this.outbox.enqueue(em, {
      key: `account.password_reset:${hashAccountToken(token)}`,
      kind: 'account.password_reset',
      refId: to.id,
      ...resetMail(to, resetLink(this.config.PUBLIC_URL, token)),
    });
  }
}
