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
  },
});
export type Vote = InferEntity<typeof Vote>;
