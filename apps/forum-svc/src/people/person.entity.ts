import { type InferEntity, defineEntity } from '@mikro-orm/core';
import { peopleCopyProperties } from '@encontro/server-events';

/** A person as identity-svc last described them (user.registered / user.profile_updated). */
export const Person = defineEntity({
  name: 'Person',
  tableName: 'people',
  properties: peopleCopyProperties(),
});
export type Person = InferEntity<typeof Person>;
