import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DATABASE_SCHEMA, qualified } from '@encontro/server-database';
import { requestContext } from '@encontro/server-logging';
import { randomUUID } from 'node:crypto';
import { MailRelay } from './mail-relay.js';
import type { MailMessage } from './mailer.js';

/** An e-mail to store: the message, the key naming it, what it is and what it is about. */
export type OutgoingMail = MailMessage & {
  /** Names the logical e-mail (`ticket_reply:<ticket id>`): a second enqueue with it changes nothing. */
  key: string;
  /** What it is (`account.verification`, `host.won`…): the metric's label and the logs' word for it. */
  kind: string;
  /** What it is about (a ticket, a winner…), to find or erase its e-mails later. */
  refId?: string;
};

/**
 * Records an e-mail in the caller's transaction: it exists if and only if the change that causes it
 * commits, and the relay sends it afterwards (at least once, retried with back-off). Never send
 * directly. The insert runs at once (`on conflict do nothing` on the key), so it must be given the
 * transaction's EntityManager.
 */
@Injectable()
export class MailOutbox {
  private readonly table: string;

  constructor(
    @Inject(DATABASE_SCHEMA) schema: string,
    private readonly relay: MailRelay,
  ) {
    this.table = qualified(schema, 'mail_outbox');
  }

  /** True when stored; false when an e-mail with the same key already was (it is not sent again). */
  async enqueue(em: EntityManager, mail: OutgoingMail): Promise<boolean> {
    if (!em.isInTransaction())
      throw new Error(`MailOutbox: enqueue "${mail.kind}" inside the transaction of the change it reports`);
    const stored = await em.execute<{ id: string }[]>(
      `insert into ${this.table} (id, idempotency_key, kind, ref_id, to_address, reply_to, subject, html, text,
         headers, request_id, status, attempts, next_attempt_at, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, 'pending', 0, now(), now())
       on conflict (idempotency_key) do nothing returning id`,
      [
        randomUUID(),
        mail.key,
        mail.kind,
        mail.refId ?? null,
        mail.to,
        mail.replyTo ?? null,
        mail.subject,
        mail.html,
        mail.text,
        mail.headers ? JSON.stringify(mail.headers) : null,
        requestContext.requestId() ?? null,
      ],
    );
    if (stored.length === 0) return false;
    this.relay.wakeSoon();
    return true;
  }

  /**
   * Deletes every e-mail about these things (erasure of what they were about): sent ones with their
   * address, and waiting ones, which are then never sent.
   */
  async deleteAbout(em: EntityManager, refIds: string[]): Promise<number> {
    if (refIds.length === 0) return 0;
    const deleted = await em.execute<{ id: string }[]>(
      `delete from ${this.table} where ref_id = any(string_to_array(?, ',')) returning id`,
      [refIds.join(',')],
    );
    return deleted.length;
  }
}
