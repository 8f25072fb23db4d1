import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DATABASE_SCHEMA, qualified } from '@encontro/server-database';
import type { MailMessage } from '@encontro/server-mail';
import { randomUUID } from 'node:crypto';
import { OutgoingMail, type OutgoingMailKind } from './outgoing-mail.entity.js';

type DueMail = {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attempts: number;
};

/** The mail queue. Every method works in the caller's unit of work. */
@Injectable()
export class OutgoingMailsRepository {
  constructor(@Inject(DATABASE_SCHEMA) private readonly schema: string) {}

  /** Stages an e-mail; it is stored by the caller's flush, with the change it reports. */
  enqueue(em: EntityManager, kind: OutgoingMailKind, refId: string, message: MailMessage): OutgoingMail {
    // Delivery times are infrastructure, not product rules: real time, so a moved dev clock cannot delay mail.
    const now = new Date();
    return em.create(OutgoingMail, {
      id: randomUUID(),
      kind,
      refId,
      toAddress: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attempts: 0,
      lastError: null,
      nextAttemptAt: now,
      sentAt: null,
      createdAt: now,
    });
  }

  /** The oldest due e-mail, locked so that no other relay (replica) sends it at the same time. */
  async claimDue(em: EntityManager): Promise<DueMail | undefined> {
    const [row] = await em.execute<DueMail[]>(
      `select id, to_address, reply_to, subject, html, text, attempts from ${qualified(this.schema, 'outgoing_mails')}
       where sent_at is null and next_attempt_at <= now()
       order by next_attempt_at, created_at limit 1 for update skip locked`,
    );
    return row;
  }

  async markSent(em: EntityManager, id: string): Promise<void> {
    await em.nativeUpdate(OutgoingMail, { id }, { sentAt: new Date() });
  }

  async markFailed(
    em: EntityManager,
    id: string,
    attempts: number,
    error: string,
    retryInMs: number,
  ): Promise<void> {
    await em.nativeUpdate(
      OutgoingMail,
      { id },
      { attempts, lastError: error.slice(0, 500), nextAttemptAt: new Date(Date.now() + retryInMs) },
    );
  }
}
