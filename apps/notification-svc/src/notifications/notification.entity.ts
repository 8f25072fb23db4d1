import { type InferEntity, defineEntity, p } from '@mikro-orm/core';
import { notificationTypes } from '@encontro/contracts';

/** One notification of one person, from one event (at most one per event and person). */
export const Notification = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: p.uuid().primary(),
    eventId: p.uuid(),
    userId: p.uuid(),
    type: p.enum(notificationTypes),
    title: p.string().length(200),
    body: p.string().length(500),
    url: p.string().length(300),
    /** The indication it names or links to (deleted with it); null when about none. */
    indicationId: p.uuid().nullable(),
    /** Queued for push: counts towards the person's hourly push cap. */
    pushed: p.boolean().default(false),
    /** A reminder's signed one-time answer (issue 30), for its push's actions; null for every other type. */
    actionToken: p.string().length(512).nullable(),
    readAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type Notification = InferEntity<typeof Notification>;
