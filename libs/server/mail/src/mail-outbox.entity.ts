import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * An e-mail written in the same transaction as the change that causes it, sent afterwards by the
 * mail relay. `idempotencyKey` names the logical e-mail: the same one enqueued twice is stored —
 * and sent — once. Times are real time (database `now()`), never the business clock.
 */
export const MailOutboxMessage = defineEntity({
  name: 'MailOutboxMessage',
  tableName: 'mail_outbox',
  properties: {
    id: p.uuid().primary(),
    idempotencyKey: p.string().length(200).unique(),
    /** What the e-mail is ('account.verification', 'ticket_reply', …): logs and metric label. */
    kind: p.string().length(50),
    /** What it is about (a ticket, a contact message, a winner…), to find or erase its e-mails. */
    refId: p.string().length(100).nullable(),
    toAddress: p.string().length(320),
    replyTo: p.string().length(320).nullable(),
    subject: p.string().length(500),
    /** Erased once sent: bodies may carry one-time links whose tokens are otherwise stored hashed. */
    html: p.text(),
    text: p.text(),
    /** Extra header lines (List-Unsubscribe…); erased with the bodies once sent. */
    headers: p.json<Record<string, string>>().nullable(),
    requestId: p.string().length(100).nullable(),
    status: p.enum(mailStatuses).default('pending'),
    attempts: p.integer().default(0),
    lastError: p.string().length(500).nullable(),
    nextAttemptAt: p.datetime(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    failedAt: p.datetime().nullable(),
  },
});
export type MailOutboxMessage = InferEntity<typeof MailOutboxMessage>;

export const mailEntities = [MailOutboxMessage];
