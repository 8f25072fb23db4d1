import type { MeetupSettings } from '@encontro/contracts';
import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

export const handoverOutcomes = ['confirmed', 'handed_over', 'nobody'] as const;

/** One of a city's top three of a week; the forum id is its indication id. */
export const Winner = defineEntity({
  name: 'Winner',
  tableName: 'winners',
  properties: {
    id: p.uuid().primary(),
    indicationId: p.uuid().unique(),
    week: p.string().length(8),
    cityId: p.string().length(7),
    position: p.integer(),
    voteCount: p.integer(),
    nominatorId: p.uuid(),
    hostId: p.uuid(),
    hostConfirmedAt: p.datetime().nullable(),
    /** The token of the one-click confirmation link e-mailed to the host (cleared on hand-over). */
    hostLinkToken: p.string().length(64).nullable(),
    reminderSentAt: p.datetime().nullable(),
    handoverCheckedAt: p.datetime().nullable(),
    handoverOutcome: p.enum(handoverOutcomes).nullable(),
    /** What the host set (issue 30): `{}` until they do; read through `meetupSettingsSchema.partial()`. */
    meetupSettings: p.json<Partial<MeetupSettings>>(),
    /** Raised with every change of the meetup (settings, seats): `meetup.updated`'s version. */
    meetupVersion: p.integer(),
    /** The iCalendar SEQUENCE: raised when the meetup's time changes. */
    calendarSequence: p.integer(),
    createdAt: p.datetime(),
  },
});
export type Winner = InferEntity<typeof Winner>;

/** The row that makes closing a (week, city) happen once, whichever replica gets there first. */
export const WeekClosure = defineEntity({
  name: 'WeekClosure',
  tableName: 'week_closures',
  properties: {
    week: p.string().length(8).primary(),
    cityId: p.string().length(7).primary(),
    closedAt: p.datetime(),
    winnerCount: p.integer(),
  },
});
export type WeekClosure = InferEntity<typeof WeekClosure>;
