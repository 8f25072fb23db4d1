import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** A person as identity-svc last described them (user.registered / user.profile_updated / user.deleted). */
export const Person = defineEntity({
  name: 'Person',
  tableName: 'people',
  properties: {
    userId: p.uuid().primary(),
    name: p.string().length(100),
    surname: p.string().length(100),
    email: p.string().length(255),
    photo: p.string().length(300).nullable(),
    state: p.string().length(60),
    city: p.string().length(100),
    cityId: p.string().length(7),
    isAdmin: p.boolean().default(false),
    updatedAt: p.datetime(),
    /** Set when the account was deleted: the row stays, anonymised, for past winners' history. */
    deletedAt: p.datetime().nullable(),
  },
});
export type Person = InferEntity<typeof Person>;
