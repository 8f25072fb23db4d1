import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** An indication as indication-svc's events describe it (status and when it was submitted). */
export const TrackedIndication = defineEntity({
  name: 'TrackedIndication',
  tableName: 'tracked_indications',
  properties: {
    id: p.uuid().primary(),
    status: p.enum(['pending', 'active', 'rejected'] as const),
    cityId: p.string().length(7),
    submittedAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type TrackedIndication = InferEntity<typeof TrackedIndication>;

/** A support ticket as support-svc's events describe it. */
export const TrackedTicket = defineEntity({
  name: 'TrackedTicket',
  tableName: 'tracked_tickets',
  properties: {
    id: p.uuid().primary(),
    status: p.enum(['open', 'responded', 'finalized'] as const),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type TrackedTicket = InferEntity<typeof TrackedTicket>;

/** How many accounts were active at the last change of a month (São Paulo): the growth's base. */
export const ActiveUserMonth = defineEntity({
  name: 'ActiveUserMonth',
  tableName: 'active_user_months',
  properties: {
    month: p.string().primary().columnType('date'),
    activeCount: p.integer(),
    updatedAt: p.datetime(),
  },
});
export type ActiveUserMonth = InferEntity<typeof ActiveUserMonth>;
