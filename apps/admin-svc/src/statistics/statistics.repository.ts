import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Tables } from '../tables.js';

type IndicationStatus = 'pending' | 'active' | 'rejected';
type TicketStatus = 'open' | 'responded' | 'finalized';

/** The tables statistics are computed from, fed by other services' events. */
@Injectable()
export class StatisticsRepository {
  constructor(private readonly tables: Tables) {}

  async saveIndication(
    em: EntityManager,
    id: string,
    cityId: string,
    submittedAt: Date,
    at: Date,
  ): Promise<void> {
    await em.execute(
      `insert into ${this.tables.trackedIndications} (id, status, city_id, submitted_at, updated_at)
       values (?, 'pending', ?, ?, ?) on conflict (id) do nothing`,
      [id, cityId, submittedAt, at],
    );
  }

  /** A review may arrive before the submission is known (it never does in order, but be safe). */
  async setIndicationStatus(
    em: EntityManager,
    id: string,
    status: IndicationStatus,
    cityId: string,
    at: Date,
  ): Promise<void> {
    await em.execute(
      `insert into ${this.tables.trackedIndications} (id, status, city_id, submitted_at, updated_at)
       values (?, ?, ?, ?, ?)
       on conflict (id) do update set status = excluded.status, updated_at = excluded.updated_at`,
      [id, status, cityId, at, at],
    );
  }

  async removeIndication(em: EntityManager, id: string): Promise<void> {
    await em.execute(`delete from ${this.tables.trackedIndications} where id = ?`, [id]);
  }

  async saveTicket(em: EntityManager, id: string, createdAt: Date): Promise<void> {
    await em.execute(
      `insert into ${this.tables.trackedTickets} (id, status, created_at, updated_at)
       values (?, 'open', ?, ?) on conflict (id) do nothing`,
      [id, createdAt, createdAt],
    );
  }

  async setTicketStatus(em: EntityManager, id: string, status: TicketStatus, at: Date): Promise<void> {
    await em.execute(
      `insert into ${this.tables.trackedTickets} (id, status, created_at, updated_at) values (?, ?, ?, ?)
       on conflict (id) do update set status = excluded.status, updated_at = excluded.updated_at`,
      [id, status, at, at],
    );
  }

  /**
   * Records the active count as the month's latest value. A late event of an earlier month does
   * not overwrite a later month's base.
   */
  async recordActiveCount(em: EntityManager, month: string, activeCount: number, at: Date): Promise<void> {
    await em.execute(
      `insert into ${this.tables.activeUserMonths} (month, active_count, updated_at)
       select ?::date, ?, ?
       where not exists (select 1 from ${this.tables.activeUserMonths} where month > ?::date)
       on conflict (month) do update set active_count = excluded.active_count, updated_at = excluded.updated_at`,
      [month, activeCount, at, month],
    );
  }

  /** The active count at the end of the latest month before `month`, if any was recorded. */
  async activeCountBefore(em: EntityManager, month: string): Promise<number | null> {
    const [row] = await em.execute<{ active_count: number }[]>(
      `select active_count from ${this.tables.activeUserMonths} where month < ?::date
       order by month desc limit 1`,
      [month],
    );
    return row ? Number(row.active_count) : null;
  }

  async pendingIndications(em: EntityManager, todayStart: Date): Promise<{ pending: number; today: number }> {
    const [row] = await em.execute<{ pending: string | number; today: string | number }[]>(
      `select count(*) as pending, count(*) filter (where submitted_at >= ?) as today
       from ${this.tables.trackedIndications} where status = 'pending'`,
      [todayStart],
    );
    return { pending: Number(row?.pending ?? 0), today: Number(row?.today ?? 0) };
  }

  async tickets(em: EntityManager): Promise<{ total: number; open: number }> {
    const [row] = await em.execute<{ total: string | number; open: string | number }[]>(
      `select count(*) as total, count(*) filter (where status = 'open') as open from ${this.tables.trackedTickets}`,
    );
    return { total: Number(row?.total ?? 0), open: Number(row?.open ?? 0) };
  }
}
