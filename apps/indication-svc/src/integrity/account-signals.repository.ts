import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Tables } from '../tables.js';

/** How long the network and e-mail signals are kept (LGPD: personal data, kept only as long as they help). */
export const SIGNAL_RETENTION_MS = 90 * 24 * 60 * 60_000;

export type AccountSignals = {
  network: string | null;
  emailDomain: string;
  createdAt: Date;
  verifiedAt: Date | null;
};

/** Where and how accounts were made, and where votes came from. Every method works in the caller's unit of work. */
@Injectable()
export class AccountSignalsRepository {
  constructor(private readonly tables: Tables) {}

  async recordSignup(
    em: EntityManager,
    userId: string,
    signup: { network: string | null; email_domain: string },
    createdAt: Date,
  ): Promise<void> {
    await em.execute(
      `insert into ${this.tables.accountSignals} (user_id, network, email_domain, created_at, verified_at)
       values (?, ?, ?, ?, null) on conflict (user_id) do nothing`,
      [userId, signup.network, signup.email_domain.toLowerCase().slice(0, 255), createdAt],
    );
  }

  async recordVerified(em: EntityManager, userId: string, verifiedAt: Date): Promise<void> {
    await em.execute(`update ${this.tables.accountSignals} set verified_at = ? where user_id = ?`, [
      verifiedAt,
      userId,
    ]);
  }

  async find(em: EntityManager, userId: string): Promise<AccountSignals | null> {
    const [row] = await em.execute<
      { network: string | null; email_domain: string; created_at: string; verified_at: string | null }[]
    >(
      `select network, email_domain, created_at, verified_at from ${this.tables.accountSignals} where user_id = ?`,
      [userId],
    );
    return row
      ? {
          network: row.network,
          emailDomain: row.email_domain,
          createdAt: new Date(row.created_at),
          verifiedAt: row.verified_at ? new Date(row.verified_at) : null,
        }
      : null;
  }

  async erase(em: EntityManager, userId: string): Promise<void> {
    await em.execute(`delete from ${this.tables.accountSignals} where user_id = ?`, [userId]);
  }

  /** Forgets every signal older than 90 days: accounts' registration signals and votes' networks. */
  async purgeExpired(em: EntityManager, now: Date): Promise<{ accounts: number; votes: number }> {
    const before = new Date(now.getTime() - SIGNAL_RETENTION_MS);
    const accounts = await em.execute<{ user_id: string }[]>(
      `delete from ${this.tables.accountSignals} where created_at < ? returning user_id`,
      [before],
    );
    const votes = await em.execute<{ user_id: string }[]>(
      `update ${this.tables.votes} set network = null where network is not null and created_at < ? returning user_id`,
      [before],
    );
    return { accounts: accounts.length, votes: votes.length };
  }
}
