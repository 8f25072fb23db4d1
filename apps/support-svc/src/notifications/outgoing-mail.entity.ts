import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

export const outgoingMailKinds = ['contact_forward', 'ticket_reply'] as const;
export type OutgoingMailKind = (typeof outgoingMailKinds)[number];

/**
 * An e-mail stored with the change it reports (a contact message, a ticket reply) and sent by the
 * mail relay afterwards, retried until SMTP takes it. Its times are real time, not the business clock.
 */
export const OutgoingMail = defineEntity({
  name: 'OutgoingMail',
  tableName: 'outgoing_mails',
  properties: {
    id: p.uuid().primary(),
    kind: p.enum(outgoingMailKinds),
    /** The contact message or ticket it is about. */
    refId: p.uuid(),
    toAddress: p.string().length(255),
    replyTo: p.string().length(255).nullable(),
    subject: p.string().length(300),
    html: p.text(),
    text: p.text(),
    attempts: p.integer().default(0),
    lastError: p.string().length(500).nullable(),
    nextAttemptAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type OutgoingMail = InferEntity<typeof OutgoingMail>;
