import { type InferEntity, defineEntity, p } from '@mikro-orm/core';
import { genderCodes } from '@encontro/contracts';

/**
 * Where a person lives, as identity-svc last described it (all the city rule needs), the gender they
 * chose (a host's texts say 'anfitriã' to F), whether they are an administrator, and the address and
 * first name to write to them (an admin's alerts; the meetup's offers and reminders, issue 30). Null
 * for someone whose last snapshot came before issue 30 and was not an admin, until their next one.
 */
export const Person = defineEntity({
  name: 'Person',
  tableName: 'people',
  properties: {
    userId: p.uuid().primary(),
    cityId: p.string().length(7),
    gender: p.enum(genderCodes).nullable(),
    isAdmin: p.boolean().default(false),
    email: p.string().length(255).nullable(),
    name: p.string().length(100).nullable(),
    updatedAt: p.datetime(),
  },
});
export type Person = InferEntity<typeof Person>;

/** A deleted account: nothing is created for it again. */
export const DeletedUser = defineEntity({
  name: 'DeletedUser',
  tableName: 'deleted_users',
  properties: {
    userId: p.uuid().primary(),
    deletedAt: p.datetime(),
  },
});
export type DeletedUser = InferEntity<typeof DeletedUser>;
