import { type InferEntity, defineEntity, p } from '@mikro-orm/core';
import { genderCodes } from '@encontro/contracts';
import { peopleCopyProperties } from '@encontro/server-events';

/** A person as identity-svc last described them (user.registered / user.profile_updated / user.deleted). */
export const Person = defineEntity({
  name: 'Person',
  tableName: 'people',
  properties: {
    ...peopleCopyProperties(),
    isAdmin: p.boolean().default(false),
    /** The gender they chose: the host's e-mails say 'anfitriã' to F. */
    gender: p.enum(genderCodes).nullable(),
    /** Set when the account was deleted: the row stays, anonymised, for past winners' history. */
    deletedAt: p.datetime().nullable(),
  },
});
export type Person = InferEntity<typeof Person>;
