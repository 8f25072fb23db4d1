import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** "Eu Vou!": a person's confirmed presence at a winner's meetup (one per person per week). */
export const Attendance = defineEntity({
  name: 'Attendance',
  tableName: 'attendances',
  properties: {
    indicationId: p.uuid().primary(),
    userId: p.uuid().primary(),
    week: p.string().length(8),
    confirmedAt: p.datetime(),
    /** Lets the calendar link work from an e-mail or a plain <a href>, without a bearer token. */
    calendarToken: p.string().length(64).unique(),
  },
});
export type Attendance = InferEntity<typeof Attendance>;
