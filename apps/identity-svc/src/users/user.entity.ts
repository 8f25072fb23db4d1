import { type InferEntity, defineEntity, p } from '@mikro-orm/core';
import { genderCodes } from '@encontro/contracts';

/** A person's account: credentials, verification and block state, and the profile others see. */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    surname: p.string().length(100),
    /** Always stored lower-cased; unique. */
    email: p.string().length(255).unique(),
    passwordHash: p.string().length(255).hidden(),
    state: p.string().length(60),
    city: p.string().length(100),
    cityId: p.string().length(7),
    gender: p.enum(genderCodes).nullable(),
    photo: p.string().length(300).nullable(),
    isAdmin: p.boolean().default(false),
    emailVerifiedAt: p.datetime().nullable(),
    blocked: p.boolean().default(false),
    lastVotedIndicationId: p.string().length(64).nullable(),
    lastConfirmedIndicationId: p.string().length(64).nullable(),
    lastLoginAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type User = InferEntity<typeof User>;
