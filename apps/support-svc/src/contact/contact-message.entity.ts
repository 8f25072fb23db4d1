import { type InferEntity, defineEntity, p } from '@mikro-orm/core';
import { contactForms } from '@encontro/contracts';

/** Every message of the contact forms; its copy to the platform's address is an outgoing mail. */
export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: p.uuid().primary(),
    form: p.enum(contactForms),
    name: p.string().length(100),
    email: p.string().length(100),
    subject: p.string().length(100),
    message: p.string().length(300),
    userId: p.uuid().nullable(),
    /** The America/Sao_Paulo day it counted against (YYYY-MM-DD). */
    localDay: p.string().columnType('date'),
    createdAt: p.datetime(),
  },
});
export type ContactMessage = InferEntity<typeof ContactMessage>;
