import type { Meetup, MeetupPlan } from '@encontro/contracts';
import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** The meetup as stored: rows written before issue 30 lack its plan (read it through `meetupOfForum`). */
export type StoredMeetup = Omit<Meetup, keyof MeetupPlan> & Partial<MeetupPlan>;

/** The forum of one winner of a week (id = the winning indication's id), from week.closed. */
export const Forum = defineEntity({
  name: 'Forum',
  tableName: 'forums',
  properties: {
    id: p.uuid().primary(),
    week: p.string().length(8),
    cityId: p.string().length(7),
    city: p.string().length(100),
    state: p.string().length(60),
    position: p.integer(),
    /** Where, when and how many, as week.closed or the latest meetup.updated carried it (jsonb). */
    meetup: p.json<StoredMeetup>(),
    /** The version of meetup.updated `meetup` holds (0: as week.closed carried it). */
    meetupVersion: p.integer().default(0),
    /** Grows with every check-in of the forum: part of its cached page's version. */
    checkinsVersion: p.integer().default(0),
    /** Relative storage paths (`storage/indications/…`). */
    photos: p.json<string[]>(),
    voteCount: p.integer(),
    hostId: p.uuid(),
    /** The host's name as week.closed carried it; the people table's is preferred when known. */
    hostName: p.string().length(210),
    createdAt: p.datetime(),
  },
});
export type Forum = InferEntity<typeof Forum>;

/** A confirmed presence ("Eu Vou!"), from attendance.confirmed. */
export const Participant = defineEntity({
  name: 'Participant',
  tableName: 'participants',
  properties: {
    forumId: p.uuid().primary(),
    userId: p.uuid().primary(),
    confirmedAt: p.datetime(),
  },
});
export type Participant = InferEntity<typeof Participant>;

/** "Cheguei", from attendance.checked_in: kept apart from `participants`, as the two events may cross. */
export const Checkin = defineEntity({
  name: 'Checkin',
  tableName: 'checkins',
  properties: {
    forumId: p.uuid().primary(),
    userId: p.uuid().primary(),
    checkedInAt: p.datetime(),
  },
});
export type Checkin = InferEntity<typeof Checkin>;
