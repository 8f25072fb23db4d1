import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientNetwork } from '@encontro/contracts';
import { Tables } from '../tables.js';
import { normalizeEmail } from '../users/users.repository.js';
import { KnownNetwork } from './known-network.entity.js';

export type AccountNetwork = {
  /** The account of the e-mail, or null when there is none. */
  userId: string | null;
  /** Whether the account logged in from the network since the given instant. */
  known: boolean;
};

/** The networks where each account logged in. Every method works in the caller's unit of work (`em`). */
@Injectable()
export class KnownNetworksRepository {
  constructor(private readonly tables: Tables) {}

  /** One query whether or not the e-mail has an account, so the two cost the same. */
  async lookup(
    em: EntityManager,
    email: string,
    network: ClientNetwork | undefined,
    since: Date,
  ): Promise<AccountNetwork> {
    const [row] = await em.execute<{ id: string; known: boolean }[]>(
      `select u.id, exists(
         select 1 from ${this.tables.knownNetworks} k
          where k.user_id = u.id and k.network = ? and k.last_seen_at >= ?
       ) as known
       from ${this.tables.users} u where u.email = ?`,
      [network ?? '', since, normalizeEmail(email)],
    );
    return { userId: row?.id ?? null, known: row?.known === true };
  }

  /** The account logged in from `network` at `now` (written at once, outside any flush). */
  async remember(em: EntityManager, userId: string, network: ClientNetwork, now: Date): Promise<void> {
    const table = this.tables.knownNetworks;
    await em.execute(
      `insert into ${table} (user_id, network, first_seen_at, last_seen_at) values (?, ?, ?, ?)
       on conflict (user_id, network) do update set last_seen_at = greatest(${table}.last_seen_at, excluded.last_seen_at)`,
      [userId, network, now, now],
    );
  }

  /** The account's networks seen since `since`, oldest first. */
  listFor(em: EntityManager, userId: string, since: Date): Promise<KnownNetwork[]> {
    return em.find(
      KnownNetwork,
      { userId, lastSeenAt: { $gte: since } },
      { orderBy: { firstSeenAt: 'asc', network: 'asc' } },
    );
  }

  /** Forgets every network last seen before `since`; returns how many went. */
  forgetSeenBefore(em: EntityManager, since: Date): Promise<number> {
    return em.nativeDelete(KnownNetwork, { lastSeenAt: { $lt: since } });
  }
}
