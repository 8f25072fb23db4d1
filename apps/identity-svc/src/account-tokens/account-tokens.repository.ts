import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { AccountToken, type AccountTokenPurpose } from './account-token.entity.js';
import { hashAccountToken, newAccountToken } from './account-token.util.js';

/** E-mailed tokens (verification, reset). Every method works in the caller's unit of work. */
@Injectable()
export class AccountTokensRepository {
  /** Stages a new token and returns its clear value, which is never stored. */
  issue(em: EntityManager, userId: string, purpose: AccountTokenPurpose, now: Date, ttlMs: number): string {
    const token = newAccountToken();
    em.create(AccountToken, {
      id: randomUUID(),
      user: userId,
      purpose,
      tokenHash: hashAccountToken(token),
      expiresAt: new Date(now.getTime() + ttlMs),
      usedAt: null,
      createdAt: now,
    });
    return token;
  }

  /** The row of a clear token, locked until the transaction ends so it is used at most once. */
  findForUpdate(
    em: EntityManager,
    token: string,
    purpose: AccountTokenPurpose,
  ): Promise<AccountToken | null> {
    return em.findOne(
      AccountToken,
      { tokenHash: hashAccountToken(token), purpose },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
  }

  /** Marks every unused token of this purpose as used (e.g. every reset link once the password changed). */
  async useAll(em: EntityManager, userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
    await em.nativeUpdate(AccountToken, { user: userId, purpose, usedAt: null }, { usedAt: now });
  }
}
