import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** Where a person lives, as identity-svc last described it: all the city rule needs. */
export const Person = defineEntity({
  name: 'Person',
  tableName: 'people',
  properties: {
    userId: p.uuid().primary(),
    cityId: p.string().length(7),
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
