import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** A person as identity-svc last described them (user.registered / profile_updated / block_changed / deleted). */
export const Person = defineEntity({
  name: 'Person',
  tableName: 'people',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    surname: p.string().length(100),
    email: p.string().length(255),
    city: p.string().length(100),
    state: p.string().length(60),
    isAdmin: p.boolean().default(false),
    blocked: p.boolean().default(false),
    deleted: p.boolean().default(false),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type Person = InferEntity<typeof Person>;
