import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Gender } from '@encontro/contracts';
import { COUNT_AT_MOST, countedPage } from '@encontro/server-database';
import { randomUUID } from 'node:crypto';
import { AccountToken } from '../account-tokens/account-token.entity.js';
import { WeeklyActivity } from '../activity/weekly-activity.entity.js';
import { KnownNetwork } from '../sessions/known-network.entity.js';
import { Tables } from '../tables.js';
import { User } from './user.entity.js';
import { type UserSearch, userSearchWhere } from './user-search.util.js';

export type NewUser = {
  name: string;
  surname: string;
  email: string;
  passwordHash: string;
  state: string;
  city: string;
  cityId: string;
  gender: Gender | null;
  isAdmin?: boolean;
  emailVerifiedAt?: Date | null;
};

/** Users by id or e-mail. Every method works in the caller's unit of work (`em`). */
@Injectable()
export class UsersRepository {
  constructor(private readonly tables: Tables) {}

  findById(em: EntityManager, id: string): Promise<User | null> {
    return em.findOne(User, { id });
  }

  findByEmail(em: EntityManager, email: string): Promise<User | null> {
    return em.findOne(User, { email: normalizeEmail(email) });
  }

  /** The user, locked until the transaction ends (block and delete do not cross). */
  findByIdForUpdate(em: EntityManager, id: string): Promise<User | null> {
    return em.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /**
   * One page of the admin list, newest first (the id breaks ties, so pages never overlap), by a text
   * over the full name and the e-mail (folded, served by their trigram indexes) and by state, with
   * the number of matches, counted up to COUNT_AT_MOST (`exact` false beyond).
   */
  async search(
    em: EntityManager,
    filter: UserSearch,
  ): Promise<{ users: User[]; total: number; exact: boolean }> {
    const { where, params } = userSearchWhere(filter);
    const { rows, total, exact } = await countedPage<Record<string, unknown>>(em, {
      from: this.tables.users,
      where,
      params,
      select: '*',
      orderBy: 'created_at desc, id asc',
      page: filter.page,
      countAtMost: COUNT_AT_MOST,
    });
    return { users: rows.map((row) => em.map(User, row)), total, exact };
  }

  /** The account and what hangs on it (e-mailed tokens, weekly activity, known networks) are gone for good. */
  async delete(em: EntityManager, id: string): Promise<void> {
    await em.nativeDelete(AccountToken, { user: id });
    await em.nativeDelete(WeeklyActivity, { userId: id });
    await em.nativeDelete(KnownNetwork, { userId: id });
    await em.nativeDelete(User, { id });
  }

  /**
   * Published outbox rows about the user (their snapshots carry name and e-mail) are no longer
   * needed by the relay: they go with the account. Unpublished ones still have to reach the others.
   */
  async forgetPublishedEvents(em: EntityManager, id: string): Promise<void> {
    await em.execute(
      `delete from ${this.tables.outbox} where published_at is not null and payload->>'user_id' = ?`,
      [id],
    );
  }

  /** Stages a new user; it is inserted on the next flush. */
  add(em: EntityManager, data: NewUser, now: Date): User {
    return em.create(User, {
      id: randomUUID(),
      ...data,
      email: normalizeEmail(data.email),
      photo: null,
      isAdmin: data.isAdmin ?? false,
      emailVerifiedAt: data.emailVerifiedAt ?? null,
      blocked: false,
      lastVotedIndicationId: null,
      lastConfirmedIndicationId: null,
      lastLoginAt: null,
      createdAt: now,
      updatedAt: now,
    });
  }
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
