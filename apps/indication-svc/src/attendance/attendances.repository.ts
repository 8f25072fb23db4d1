import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { MyAttendance } from '@encontro/contracts';
import { Attendance, type attendanceStatuses } from './attendance.entity.js';
import type { SeatCounts } from '../winners/meetup-plan.js';
import { Tables } from '../tables.js';

export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** Presences, confirmed or in line. Every method works in the caller's unit of work (`em`). */
@Injectable()
export class AttendancesRepository {
  constructor(private readonly tables: Tables) {}

  /**
   * Records a presence, confirmed or in line (its `line_seq` taken now: arrival order), unless the person
   * already has one this week (or this one): true when it was added. Concurrent confirmations of one
   * person wait for each other on the unique keys.
   */
  async insertIfAbsent(
    em: EntityManager,
    row: { indicationId: string; userId: string; week: string; status: AttendanceStatus },
    now: Date,
  ): Promise<boolean> {
    const inserted = await em.execute<{ user_id: string }[]>(
      `insert into ${this.tables.attendances} (indication_id, user_id, week, status, confirmed_at, calendar_token)
       values (?, ?, ?, ?, ?, ?) on conflict do nothing returning user_id`,
      [
        row.indicationId,
        row.userId,
        row.week,
        row.status,
        row.status === 'confirmed' ? now : null,
        randomBytes(24).toString('hex'),
      ],
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

  /** Removes the person's place of the week at any meetup but `keep`: the places it removed. */
  async removeOthersOfWeek(
    em: EntityManager,
    row: { userId: string; week: string; keep: string },
  ): Promise<{ indicationId: string; status: AttendanceStatus }[]> {
    const removed = await em.execute<{ indication_id: string; status: AttendanceStatus }[]>(
      `delete from ${this.tables.attendances} where user_id = ? and week = ? and indication_id <> ?
       returning indication_id, status`,
      [row.userId, row.week, row.keep],
    );
    return removed.map((r) => ({ indicationId: r.indication_id, status: r.status }));
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

  /** The earliest confirmation of a meetup by someone other than `exceptUserId` (never someone in line). */
  earliestOther(em: EntityManager, indicationId: string, exceptUserId: string): Promise<Attendance | null> {
    return em.findOne(
      Attendance,
      { indicationId, status: 'confirmed', userId: { $ne: exceptUserId } },
      { orderBy: { confirmedAt: 'asc', lineSeq: 'asc' } },
    );
  }

  /** Removes the person's place at a meetup: its status before, or null when there was none. */
  async remove(em: EntityManager, indicationId: string, userId: string): Promise<AttendanceStatus | null> {
    const removed = await em.execute<{ status: AttendanceStatus }[]>(
      `delete from ${this.tables.attendances} where indication_id = ? and user_id = ? returning status`,
      [indicationId, userId],
    );
    return removed[0]?.status ?? null;
  }

  /** The first `limit` people in line who hold no open offer, in arrival order. */
  async nextInLine(em: EntityManager, indicationId: string, now: Date, limit: number): Promise<string[]> {
    const rows = await em.execute<{ user_id: string }[]>(
      `select user_id from ${this.tables.attendances}
       where indication_id = ? and status = 'waitlisted' and (offer_expires_at is null or offer_expires_at <= ?)
       order by line_seq limit ?`,
      [indicationId, now, limit],
    );
    return rows.map((r) => r.user_id);
  }

  async offer(em: EntityManager, indicationId: string, userId: string, expiresAt: Date): Promise<void> {
    await em.execute(
      `update ${this.tables.attendances} set offer_expires_at = ?
       where indication_id = ? and user_id = ? and status = 'waitlisted'`,
      [expiresAt, indicationId, userId],
    );
  }

  /** Takes the seat offered to the person, if the offer still holds at `now`: true when it did. */
  async acceptOffer(em: EntityManager, indicationId: string, userId: string, now: Date): Promise<boolean> {
    const taken = await em.execute<{ user_id: string }[]>(
      `update ${this.tables.attendances} set status = 'confirmed', confirmed_at = ?, offer_expires_at = null
       where indication_id = ? and user_id = ? and status = 'waitlisted' and offer_expires_at > ?
       returning user_id`,
      [now, indicationId, userId, now],
    );
    return taken.length > 0;
  }

  /** Drops the offers expired at `now` (their holders lose their place): who lost it. */
  async dropExpiredOffers(em: EntityManager, indicationId: string, now: Date): Promise<string[]> {
    const dropped = await em.execute<{ user_id: string }[]>(
      `delete from ${this.tables.attendances}
       where indication_id = ? and status = 'waitlisted' and offer_expires_at <= ? returning user_id`,
      [indicationId, now],
    );
    return dropped.map((r) => r.user_id);
  }

  /** Empties a meetup's line (it closed): who was in it. */
  async clearLine(em: EntityManager, indicationId: string): Promise<string[]> {
    const cleared = await em.execute<{ user_id: string }[]>(
      `delete from ${this.tables.attendances} where indication_id = ? and status = 'waitlisted' returning user_id`,
      [indicationId],
    );
    return cleared.map((r) => r.user_id);
  }

  /** Meetups with anyone in line (a line is emptied when it closes, so these are few). */
  async withLines(em: EntityManager): Promise<string[]> {
    const rows = await em.execute<{ indication_id: string }[]>(
      `select distinct indication_id from ${this.tables.attendances} where status = 'waitlisted'`,
    );
    return rows.map((r) => r.indication_id);
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
  async mine(
    em: EntityManager,
    userId: string,
    ids: readonly string[],
    now: Date,
  ): Promise<Map<string, MyAttendance>> {
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
          offer_expires_at:
            r.offer_expires_at && new Date(r.offer_expires_at) > now ? iso(r.offer_expires_at) : null,
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
    return em.find(Attendance, { userId }, { orderBy: { lineSeq: 'asc' } });
  }

  /** Removes all the person's places: the meetups whose seats or line changed. */
  async deleteForUser(em: EntityManager, userId: string): Promise<string[]> {
    const removed = await em.execute<{ indication_id: string }[]>(
      `delete from ${this.tables.attendances} where user_id = ? returning indication_id`,
      [userId],
    );
    return removed.map((r) => r.indication_id);
  }

  async deleteForIndication(em: EntityManager, indicationId: string): Promise<void> {
    await em.nativeDelete(Attendance, { indicationId });
  }
}
