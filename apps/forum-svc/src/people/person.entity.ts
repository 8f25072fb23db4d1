import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** A person as identity-svc last described them (user.registered / user.profile_updated). */
export const Person = defineEntity({
  name: 'Person',
  tableName: 'people',
  properties: {
    userId: p.uuid().primary(),
    name: p.string().length(100),
    surname: p.string().length(100),
    email: p.string().length(255),
    /** Relative storage path (`storage/users/…`) or null for the default avatar. */
    photo: p.string().length(300).nullable(),
    city: p.string().length(100),
    state: p.string().length(60),
    cityId: p.string().length(7),
    updatedAt: p.datetime(),
  },
});
export type Person = InferEntity<typeof Person>;
