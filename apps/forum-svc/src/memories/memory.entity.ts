import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** A photo (with a description) a participant added to the memories of a meetup. */
export const Memory = defineEntity({
  name: 'Memory',
  tableName: 'memories',
  properties: {
    id: p.uuid().primary(),
    forumId: p.uuid(),
    userId: p.uuid(),
    /** Relative storage path (`storage/memories/<user>/<uuid>.webp`). */
    photoKey: p.string().length(300),
    description: p.string().length(200),
    createdAt: p.datetime(),
  },
});
export type Memory = InferEntity<typeof Memory>;
