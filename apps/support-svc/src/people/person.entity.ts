import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** What support-svc keeps of a person, from user.registered / user.profile_updated (event-carried state). */
export const Person = defineEntity({
  name: 'Person',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    surname: p.string().length(100),
    email: p.string().length(255),
    state: p.string().length(60),
    city: p.string().length(100),
    isAdmin: p.boolean().default(false),
    updatedAt: p.datetime(),
  },
});
export type Person = InferEntity<typeof Person>;
