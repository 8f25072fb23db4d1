import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

export const attendanceStatuses = ['confirmed', 'waitlisted'] as const;

/**
 * "Eu Vou!": a person's place at a winner's meetup, confirmed or in line (one at a time per person and
 * week). In line, `lineSeq` orders them and `offerExpiresAt` is the seat offered to them, if any.
 */
export const Attendance = defineEntity({
  name: 'Attendance',
  tableName: 'attendances',
  properties: {
    indicationId: p.uuid().primary(),
    userId: p.uuid().primary(),
    week: p.string().length(8),
    status: p.enum(attendanceStatuses),
    /** Null while in line. */
    confirmedAt: p.datetime().nullable(),
    /** Arrival order (a database sequence). */
    lineSeq: p.bigint('number'),
    offerExpiresAt: p.datetime().nullable(),
    checkedInAt: p.datetime().nullable(),
    /** The host, when they checked the person in by hand; null when the person used the code. */
    checkedInBy: p.uuid().nullable(),
    /** Lets the calendar link work from an e-mail or a plain <a href>, without a bearer token. */
    calendarToken: p.string().length(64).unique(),
  },
});
export type Attendance = InferEntity<typeof Attendance>;
