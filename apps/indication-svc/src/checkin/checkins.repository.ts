import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Tables } from '../tables.js';

/** A confirmed presence's arrival: when, and by whom when the host marked it (null: the person's own code). */
export type Arrival = { checkedInAt: Date | null; checkedInBy: string | null };

/** The arrivals ("Cheguei") on the presences. Every method works in the caller's unit of work (`em`). */
@Injectable()
export class CheckinsRepository {
  constructor(private readonly tables: Tables) {}

  /** The person's arrival at this meetup, if they hold a confirmed seat there (null: they do not). */
  async confirmedArrival(em: EntityManager, indicationId: string, userId: string): Promise<Arrival | null> {
    const [row] = await em.execute<{ checked_in_at: Date | null; checked_in_by: string | null }[]>(
      `select checked_in_at, checked_in_by from ${this.tables.attendances}
       where indication_id = ? and user_id = ? and status = 'confirmed'`,
      [indicationId, userId],
    );
    return row
      ? { checkedInAt: row.checked_in_at && new Date(row.checked_in_at), checkedInBy: row.checked_in_by }
      : null;
  }

  /**
   * Records the arrival unless one is recorded: the new arrival's time, or null when another request
   * got there first (the row's lock makes concurrent check-ins of one person wait for each other).
   */
  async markArrived(
    em: EntityManager,
    row: { indicationId: string; userId: string; by: string | null },
    now: Date,
  ): Promise<Date | null> {
    const updated = await em.execute<{ checked_in_at: Date }[]>(
      `update ${this.tables.attendances} set checked_in_at = ?, checked_in_by = ?
       where indication_id = ? and user_id = ? and status = 'confirmed' and checked_in_at is null
       returning checked_in_at`,
      [now, row.by, row.indicationId, row.userId],
    );
    return updated[0] ? new Date(updated[0].checked_in_at) : null;
  }
}
