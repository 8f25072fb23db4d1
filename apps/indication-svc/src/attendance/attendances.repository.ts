import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { MyAttendance } from '@encontro/contracts';
import { Attendance } from './attendance.entity.js';
import type { SeatCounts } from '../winners/meetup-plan.js';
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

  /**
   * Who holds or waits for each meetup's seats (SeatCounts): offers count until they expire at `now`,
   * the host is told apart by the winner's current host.
   */
  async seatCounts(em: EntityManager, ids: readonly string[], now: Date): Promise<Map<string, SeatCounts>> {
    if (ids.length === 0) return new Map();
    const rows = await em.execute<
      { indication_id: string; confirmed: string; guests: string; waitlisted: string; open_offers: string }[]
    >(
      `select a.indication_id,
         count(*) filter (where a.status = 'confirmed') as confirmed,
         count(*) filter (where a.status = 'confirmed' and a.user_id <> w.host_id) as guests,
         count(*) filter (where a.status = 'waitlisted') as waitlisted,
         count(*) filter (where a.status = 'waitlisted' and a.offer_expires_at > ?) as open_offers
       from ${this.tables.attendances} a
       join ${this.tables.winners} w on w.indication_id = a.indication_id
       where a.indication_id = any(string_to_array(?, ',')::uuid[]) group by a.indication_id`,
      [now, [...new Set(ids)].join(',')],
    );
    return new Map(
      rows.map((r) => [
        r.indication_id,
        {
          confirmed: Number(r.confirmed),
          guests: Number(r.guests),
          waitlisted: Number(r.waitlisted),
          openOffers: Number(r.open_offers),
        },
      ]),
    );
  }

  /** The caller's place at each of these meetups, with their position in its line when waiting. */
  async mine(em: EntityManager, userId: string, ids: readonly string[], now: Date): Promise<Map<string, MyAttendance>> {
    if (ids.length === 0) return new Map();
    const rows = await em.execute<
      {
        indication_id: string;
        status: 'confirmed' | 'waitlisted';
        position: string | null;
        offer_expires_at: Date | null;
        checked_in_at: Date | null;
      }[]
    >(
      `select a.indication_id, a.status, a.offer_expires_at, a.checked_in_at,
         case when a.status = 'waitlisted' then (
           select count(*) from ${this.tables.attendances} b
           where b.indication_id = a.indication_id and b.status = 'waitlisted' and b.line_seq <= a.line_seq
         ) end as position
       from ${this.tables.attendances} a
       where a.user_id = ? and a.indication_id = any(string_to_array(?, ',')::uuid[])`,
      [userId, [...new Set(ids)].join(',')],
    );
    const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
    return new Map(
      rows.map((r) => [
        r.indication_id,
        {
          status: r.status,
          position: r.position === null ? null : Number(r.position),
          offer_expires_at: r.offer_expires_at && new Date(r.offer_expires_at) > now ? iso(r.offer_expires_at) : null,
          checked_in_at: iso(r.checked_in_at),
        },
      ]),
    );
  }

  /** Confirmed presences per indication. */
  async countByIndication(em: EntityManager, ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await em.execute<{ indication_id: string; count: string }[]>(
      `select indication_id, count(*) as count from ${this.tables.attendances}
       where indication_id = any(string_to_array(?, ',')::uuid[]) and status = 'confirmed'
       group by indication_id`,
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
