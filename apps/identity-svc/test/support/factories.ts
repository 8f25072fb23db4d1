import { randomUUID } from 'node:crypto';
import { anaSouza, defineFactory } from '@encontro/testing';
import type { AccountToken } from '../../src/account-tokens/account-token.entity.js';
import type { WeeklyActivity } from '../../src/activity/weekly-activity.entity.js';
import type { User } from '../../src/users/user.entity.js';

/** Data for unit tests: plain entities as the repositories return them, each overridable. */

const CREATED = new Date('2026-11-02T12:00:00Z');

/** A verified, unblocked, non-admin person of São Paulo, who never voted nor confirmed a presence. */
export const userFactory = defineFactory<User>(() => ({
  id: randomUUID(),
  ...anaSouza(),
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$stored',
  state: 'São Paulo',
  city: 'São Paulo',
  cityId: '3550308',
  gender: 'F',
  photo: null,
  isAdmin: false,
  emailVerifiedAt: CREATED,
  blocked: false,
  lastVotedIndicationId: null,
  lastConfirmedIndicationId: null,
  lastLoginAt: null,
  createdAt: CREATED,
  updatedAt: CREATED,
}));

/** An unused e-mail verification link of `userId`, issued at `createdAt` and good for 24 hours. */
export function accountTokenFactory(overrides: Partial<AccountToken> = {}): AccountToken {
  const createdAt = overrides.createdAt ?? CREATED;
  return {
    id: randomUUID(),
    user: randomUUID(),
    purpose: 'email_verification',
    tokenHash: 'f'.repeat(64),
    expiresAt: new Date(createdAt.getTime() + 24 * 60 * 60 * 1000),
    usedAt: null,
    createdAt,
    ...overrides,
  } as AccountToken;
}

/** A person's weekly activity row with nothing in any week. */
export const weeklyActivityFactory = defineFactory<WeeklyActivity>(() => ({
  userId: randomUUID(),
  indicationId: null,
  indicationWeek: null,
  voteWeek: null,
  attendanceWeek: null,
  updatedAt: CREATED,
}));
