import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** A person's one vote of an ISO week. */
export const Vote = defineEntity({
  name: 'Vote',
  tableName: 'votes',
  properties: {
    userId: p.uuid().primary(),
    week: p.string().length(8).primary(),
    indicationId: p.uuid(),
    cityId: p.string().length(7),
    createdAt: p.datetime(),
    /** The client network's keyed hash (a vote-integrity signal), forgotten after 90 days. */
    network: p.string().length(22).nullable(),
    /** The integrity cluster that holds it under review: it does not count meanwhile. */
    heldBy: p.uuid().nullable(),
  },
});
export type Vote = InferEntity<typeof Vote>;
