import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { Attendance } from './attendance.entity.js';
import { Tables } from '../tables.js';

/** Confirmed presences. Every method works in the caller's unit of work (`em`). */
@Injectable()
export class AttendancesRepository {
  constructor(private readonly tables: Tables) {}

  /**
   * Records a presence unless the person already confirmed one this week (or this one): true when
   * it was added. Concurrent confirmations of one person wait for each other on the unique keys.
   */
  async insertIfAbsent(
    em: EntityManager,
    row: { indicationId: string; userId: string; week: string },
    now: Date,
  ): Promise<boolean> {
    const inserted = await em.execute<{ user_id: string }[]>(
      `insert into ${this.tables.attendances} (indication_id, user_id, week, confirmed_at, calendar_token)
       values (?, ?, ?, ?, ?) on conflict do nothing returning user_id`,
      [row.indicationId, row.userId, row.week, now, randomBytes(24).toString('hex')],
    );
    return inserted.length > 0;
  }

  /**
   * Serialises one person's confirmations of a week until the transaction ends, so that a host's
   * move (remove, then insert) never meets another confirmation of theirs half-way.
   */
  async lockPerson(em: EntityManager, userId: string, week: string): Promise<void> {
    await em.execute(`select pg_advisory_xact_lock(hashtext(?)::bigint)`, [`attendance:${userId}:${week}`]);
  }

  /** Removes the person's presence of the week at any meetup but `keep`: the indications it left. */
  async removeOthersOfWeek(
    em: EntityManager,
    row: { userId: string; week: string; keep: string },
  ): Promise<string[]> {
    const removed = await em.execute<{ indication_id: string }[]>(
      `delete from ${this.tables.attendances} where user_id = ? and week = ? and indication_id <> ?
       returning indication_id`,
      [row.userId, row.week, row.keep],
    );
    return removed.map((r) => r.indication_id);
  }

  findForUserWeek(em: EntityManager, userId: string, week: string): Promise<Attendance | null> {
    return em.findOne(Attendance, { userId, week }, { refresh: true });
  }

  find(em: EntityManager, indicationId: string, userId: string): Promise<Attendance | null> {
    return em.findOne(Attendance, { indicationId, userId }, { refresh: true });
  }

  findByCalendarToken(em: EntityManager, indicationId: string, token: string): Promise<Attendance | null> {
    return em.findOne(Attendance, { indicationId, calendarToken: token });
  }

  /** The earliest confirmation of a meetup by someone other than `exceptUserId`. */
  earliestOther(em: EntityManager, indicationId: string, exceptUserId: string): Promise<Attendance | null> {
    return em.findOne(
      Attendance,
      { indicationId, userId: { $ne: exceptUserId } },
      { orderBy: { confirmedAt: 'asc', userId: 'asc' } },
    );
  }

  /** Confirmed presences per indication. */
  async countByIndication(em: EntityManager, ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await em.execute<{ indication_id: string; count: string }[]>(
      `select indication_id, count(*) as count from ${this.tables.attendances}
       where indication_id = any(string_to_array(?, ',')::uuid[]) group by indication_id`,
      [[...new Set(ids)].join(',')],
    );
    return new Map(rows.map((r) => [r.indication_id, Number(r.count)]));
  }

  /** The caller's presences among these indications. */
  async forUser(em: EntityManager, userId: string, ids: readonly string[]): Promise<Map<string, Attendance>> {
    const rows = ids.length ? await em.find(Attendance, { userId, indicationId: { $in: [...ids] } }) : [];
    return new Map(rows.map((a) => [a.indicationId, a]));
  }

  /** The person's presences, oldest first. */
  listForUser(em: EntityManager, userId: string): Promise<Attendance[]> {
    return em.find(Attendance, { userId }, { orderBy: { confirmedAt: 'asc' } });
  }

  async deleteForUser(em: EntityManager, userId: string): Promise<void> {
    await em.nativeDelete(Attendance, { userId });
  }

  async deleteForIndication(em: EntityManager, indicationId: string): Promise<void> {
    await em.nativeDelete(Attendance, { indicationId });
  }
}
