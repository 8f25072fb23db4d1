import { type InferEntity, defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export const accountTokenPurposes = ['email_verification', 'password_reset'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * A link sent by e-mail. Only the SHA-256 of the random token is stored; a used token stays,
 * marked, so a second click can still be told apart from a forged link.
 */
export const AccountToken = defineEntity({
  name: 'AccountToken',
  tableName: 'account_tokens',
  properties: {
    id: p.uuid().primary(),
    // A relation (kept as the bare id) so the unit of work inserts the user before its token.
    user: p.manyToOne(User).mapToPk(),
    purpose: p.enum(accountTokenPurposes),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type AccountToken = InferEntity<typeof AccountToken>;
