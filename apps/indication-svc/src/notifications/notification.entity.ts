import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** An e-mail stored with the change that causes it; the dispatcher sends it after the commit. */
export const Notification = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: p.uuid().primary(),
    kind: p.string().length(40),
    toEmail: p.string().length(255),
    subject: p.string().length(200),
    text: p.text(),
    html: p.text(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    attempts: p.integer().default(0),
    lastError: p.string().length(500).nullable(),
  },
});
export type Notification = InferEntity<typeof Notification>;
