import type { Meetup } from '@encontro/contracts';
import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

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
    /** Where and when, as week.closed carried it (the contracts' one shape; jsonb). */
    meetup: p.json<Meetup>(),
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
