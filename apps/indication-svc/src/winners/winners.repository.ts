import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Candidate } from './ranking.js';
import { Winner } from './winner.entity.js';
import { Tables } from '../tables.js';

/** Week closures and winners. Every method works in the caller's unit of work (`em`). */
@Injectable()
export class WinnersRepository {
  constructor(private readonly tables: Tables) {}

  /** (week, city) pairs with indications up to `upToWeek` that no replica has closed yet. */
  dueClosures(em: EntityManager, upToWeek: string): Promise<{ week: string; city_id: string }[]> {
    return em.execute(
      `select distinct i.week, i.city_id from ${this.tables.indications} i
       where i.week <= ? and not exists
         (select 1 from ${this.tables.weekClosures} c where c.week = i.week and c.city_id = i.city_id)
       order by i.week, i.city_id`,
      [upToWeek],
    );
  }

  /** Each city's latest closure: when its last week was closed (by the service's clock). */
  async lastClosures(em: EntityManager): Promise<Map<string, Date>> {
    const rows = await em.execute<{ city_id: string; closed_at: Date | string }[]>(
      `select city_id, max(closed_at) as closed_at from ${this.tables.weekClosures} group by city_id`,
    );
    return new Map(rows.map((row) => [row.city_id, new Date(row.closed_at)]));
  }

  /** Cities with approved indications in a week up to `upToWeek` that no closure has closed yet. */
  async overdueCities(em: EntityManager, upToWeek: string): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>(
      `select count(distinct i.city_id)::int as n from ${this.tables.indications} i
       where i.week <= ? and i.status = 'active' and not exists
         (select 1 from ${this.tables.weekClosures} c where c.week = i.week and c.city_id = i.city_id)`,
      [upToWeek],
    );
    return row?.n ?? 0;
  }

  /**
   * The gate of a closure: true for exactly one caller. A concurrent caller waits on the primary
   * key until the first one commits, then finds the row and gets false.
   */
  async claimClosure(em: EntityManager, week: string, cityId: string, now: Date): Promise<boolean> {
    const rows = await em.execute<{ week: string }[]>(
      `insert into ${this.tables.weekClosures} (week, city_id, closed_at, winner_count) values (?, ?, ?, 0)
       on conflict do nothing returning week`,
      [week, cityId, now],
    );
    return rows.length > 0;
  }

  async setWinnerCount(em: EntityManager, week: string, cityId: string, count: number): Promise<void> {
    await em.execute(
      `update ${this.tables.weekClosures} set winner_count = ? where week = ? and city_id = ?`,
      [count, week, cityId],
    );
  }

  /** Whether the city's week was closed (winners or none), or has nothing to close: no indication at all. */
  async weekClosed(em: EntityManager, cityId: string, week: string): Promise<boolean> {
    const rows = await em.execute<{ closed: boolean }[]>(
      `select exists (select 1 from ${this.tables.weekClosures} where week = ? and city_id = ?)
           or not exists (select 1 from ${this.tables.indications} where week = ? and city_id = ?) as closed`,
      [week, cityId, week, cityId],
    );
    return rows[0]?.closed === true;
  }

  /** The week's approved indications of the city with at least one vote, for `rankWinners`. */
  async candidates(em: EntityManager, cityId: string, week: string): Promise<Candidate[]> {
    const rows = await em.execute<
      { id: string; vote_count: number; last_vote_at: Date | string | null; created_at: Date | string }[]
    >(
      `select i.id, i.vote_count, i.created_at, max(v.created_at) as last_vote_at
         from ${this.tables.indications} i
         left join ${this.tables.votes} v on v.indication_id = i.id and v.held_by is null
        where i.city_id = ? and i.week = ? and i.status = 'active' and i.vote_count > 0
        group by i.id`,
      [cityId, week],
    );
    return rows.map((r) => ({
      id: r.id,
      voteCount: Number(r.vote_count),
      lastVoteAt: r.last_vote_at === null ? null : new Date(r.last_vote_at),
      nominatedAt: new Date(r.created_at),
    }));
  }

  add(
    em: EntityManager,
    data: Omit<
      Winner,
      | 'reminderSentAt'
      | 'handoverCheckedAt'
      | 'handoverOutcome'
      | 'meetupSettings'
      | 'meetupVersion'
      | 'calendarSequence'
    >,
  ) {
    return em.create(Winner, {
      ...data,
      meetupSettings: {},
      meetupVersion: 0,
      calendarSequence: 0,
      reminderSentAt: null,
      handoverCheckedAt: null,
      handoverOutcome: null,
    });
  }

  listForCityWeek(em: EntityManager, cityId: string, week: string): Promise<Winner[]> {
    return em.find(Winner, { cityId, week }, { orderBy: { position: 'asc' } });
  }

  async lastWeekWithWinners(em: EntityManager, cityId: string, beforeWeek: string): Promise<string | null> {
    const rows = await em.execute<{ week: string }[]>(
      `select max(week) as week from ${this.tables.winners} where city_id = ? and week < ?`,
      [cityId, beforeWeek],
    );
    return rows[0]?.week ?? null;
  }

  findByIndication(em: EntityManager, indicationId: string, lock = false): Promise<Winner | null> {
    return em.findOne(
      Winner,
      { indicationId },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : { refresh: true },
    );
  }

  findByHostLink(em: EntityManager, token: string): Promise<Winner | null> {
    return em.findOne(Winner, { hostLinkToken: token });
  }

  /** Winners up to `upToWeek` whose host deadline has not been dealt with yet. */
  async dueHandovers(em: EntityManager, upToWeek: string): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      `select id from ${this.tables.winners} where week <= ? and handover_checked_at is null order by week, position`,
      [upToWeek],
    );
    return rows.map((r) => r.id);
  }

  /** Locks a winner still waiting for its hand-over check; null if another replica has it or did it. */
  async claimForHandover(em: EntityManager, id: string): Promise<Winner | null> {
    const rows = await em.execute<{ id: string }[]>(
      `select id from ${this.tables.winners} where id = ? and handover_checked_at is null for update skip locked`,
      [id],
    );
    return rows.length ? em.findOne(Winner, { id }, { refresh: true }) : null;
  }

  /** Unconfirmed hosts of `week` who have not been reminded. */
  dueReminders(em: EntityManager, week: string): Promise<Winner[]> {
    return em.find(Winner, { week, hostConfirmedAt: null, reminderSentAt: null, handoverCheckedAt: null });
  }

  /** Marks the reminder as sent: true for exactly one caller, and only while the host is unconfirmed. */
  async claimReminder(em: EntityManager, id: string, now: Date): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `update ${this.tables.winners} set reminder_sent_at = ?
       where id = ? and reminder_sent_at is null and host_confirmed_at is null and handover_checked_at is null
       returning id`,
      [now, id],
    );
    return rows.length > 0;
  }

  /** Which of these indications won their week. */
  async winningAmong(em: EntityManager, indicationIds: readonly string[]): Promise<Set<string>> {
    const rows = indicationIds.length
      ? await em.find(Winner, { indicationId: { $in: [...indicationIds] } })
      : [];
    return new Set(rows.map((w) => w.indicationId));
  }

  /** The winners the person hosts or nominated. */
  listHostedBy(em: EntityManager, userId: string): Promise<Winner[]> {
    return em.find(
      Winner,
      { $or: [{ hostId: userId }, { nominatorId: userId }] },
      { orderBy: { week: 'asc' } },
    );
  }

  async deleteForIndication(em: EntityManager, indicationId: string): Promise<void> {
    await em.nativeDelete(Winner, { indicationId });
  }
}
