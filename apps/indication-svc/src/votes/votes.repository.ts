import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PreparedEvent } from '@encontro/server-events';
import { Indication } from '../indications/indication.entity.js';
import { Person } from '../people/person.entity.js';
import { Tables } from '../tables.js';
import { Vote } from './vote.entity.js';

/** A deleted vote; `held`: it was under review, so it was counted in `votes_under_review`, not `vote_count`. */
export type RemovedVote = {
  user_id: string;
  week: string;
  indication_id: string;
  city_id: string;
  held: boolean;
};

/** An indication's two counts after a vote changed them. */
export type Counts = { voteCount: number; votesUnderReview: number };

/** What a vote needs to know, read in one statement: the voter's city, the indication and its host. */
export type VotingView = { voterCityId: string | null; indication: Indication | null; host: Person | null };

type ViewRow = {
  voter_city_id: string | null;
  indication: Record<string, unknown> | null;
  host: Record<string, unknown> | null;
  counted?: number | null;
  under_review?: number | null;
};

const eventColumns = 'id, name, payload, request_id, traceparent, occurred_at, published_at, attempts';
const eventParams = (event: PreparedEvent) => [
  event.id,
  event.name,
  JSON.stringify(event.payload),
  event.requestId,
  event.traceparent,
  event.occurredAt,
];

/** A cast or a removal with what the vote needed to know, read in the same statement; null counts: nothing changed. */
export type VoteWithView = { view: VotingView; counted: Counts | null };

const countsOf = (row: ViewRow): Counts | null =>
  row.counted === null || row.counted === undefined
    ? null
    : { voteCount: Number(row.counted), votesUnderReview: Number(row.under_review ?? 0) };

/** Votes. Every method works in the caller's unit of work (`em`). */
@Injectable()
export class VotesRepository {
  constructor(private readonly tables: Tables) {}

  async votingView(em: EntityManager, userId: string, indicationId: string): Promise<VotingView> {
    const [row] = await em.execute<ViewRow[]>(
      `select (select city_id from ${this.tables.people} where user_id = ?) as voter_city_id,
              (select row_to_json(i) from ${this.tables.indications} i where i.id = ?) as indication,
              (select row_to_json(h) from ${this.tables.people} h
                 join ${this.tables.indications} i on i.host_id = h.user_id where i.id = ?) as host`,
      [userId, indicationId, indicationId],
    );
    return this.viewOf(em, row!);
  }

  /**
   * The vote in one statement: what `votingView` reads, then the vote, its count and its event (the view is read
   * as the statement started, the count after the vote). For an indication whose city is known —
   * an indication never changes city — so that the event can be prepared beforehand. A voter whom moderators
   * put under review for this indication (a quarantined cluster) casts a held vote: it does not count either.
   */
  async castWithView(
    em: EntityManager,
    vote: { userId: string; week: string; indicationId: string; cityId: string; network: string | null },
    now: Date,
    event: PreparedEvent,
  ): Promise<VoteWithView> {
    const [row] = await em.execute<ViewRow[]>(
      `with voter as (select city_id from ${this.tables.people} where user_id = ?),
       target as (select i.* from ${this.tables.indications} i where i.id = ?),
       holding as (
         select c.id from ${this.tables.integrityClusters} c
          where c.indication_id = ? and c.status = 'quarantined' and ?::uuid = any (c.members) limit 1),
       added as (
         insert into ${this.tables.votes} (user_id, week, indication_id, city_id, created_at, network, held_by)
         select ?, ?, t.id, t.city_id, ?, ?, (select id from holding) from target t, voter v
          where t.city_id = v.city_id and t.city_id = ? and t.status = 'active' and t.week = ?
         on conflict (user_id, week) do nothing returning indication_id, held_by),
       counted as (
         update ${this.tables.indications}
            set vote_count = vote_count + (select case when held_by is null then 1 else 0 end from added),
                votes_under_review = votes_under_review + (select case when held_by is null then 0 else 1 end from added),
                updated_at = ?
          where id = (select indication_id from added) returning vote_count, votes_under_review),
       announced as (
         insert into ${this.tables.outbox} (${eventColumns})
         select ?, ?, ?::jsonb, ?, ?, ?, null, 0 from added returning id)
       select (select city_id from voter) as voter_city_id,
              (select row_to_json(t) from target t) as indication,
              (select row_to_json(h) from ${this.tables.people} h join target t on t.host_id = h.user_id) as host,
              (select vote_count from counted) as counted,
              (select votes_under_review from counted) as under_review,
              (select count(*) from announced) as announced`,
      [
        vote.userId,
        vote.indicationId,
        vote.indicationId,
        vote.userId,
        vote.userId,
        vote.week,
        now,
        vote.network,
        vote.cityId,
        vote.week,
        now,
        ...eventParams(event),
      ],
    );
    return { view: this.viewOf(em, row!), counted: countsOf(row!) };
  }

  /** Removes the person's vote of the week for this indication, its count and announces it, with the view, like `castWithView`. */
  async removeWithView(
    em: EntityManager,
    vote: { userId: string; week: string; indicationId: string },
    now: Date,
    event: PreparedEvent,
  ): Promise<VoteWithView> {
    const [row] = await em.execute<ViewRow[]>(
      `with target as (select i.* from ${this.tables.indications} i where i.id = ?),
       removed as (
         delete from ${this.tables.votes} where user_id = ? and week = ? and indication_id = ?
         returning indication_id, held_by),
       counted as (
         update ${this.tables.indications}
            set vote_count = greatest(0, vote_count - (select case when held_by is null then 1 else 0 end from removed)),
                votes_under_review = greatest(0, votes_under_review - (select case when held_by is null then 0 else 1 end from removed)),
                updated_at = ?
          where id = (select indication_id from removed) returning vote_count, votes_under_review),
       announced as (
         insert into ${this.tables.outbox} (${eventColumns})
         select ?, ?, ?::jsonb, ?, ?, ?, null, 0 from removed returning id)
       select null as voter_city_id,
              (select row_to_json(t) from target t) as indication,
              (select row_to_json(h) from ${this.tables.people} h join target t on t.host_id = h.user_id) as host,
              (select vote_count from counted) as counted,
              (select votes_under_review from counted) as under_review,
              (select count(*) from announced) as announced`,
      [vote.indicationId, vote.userId, vote.week, vote.indicationId, now, ...eventParams(event)],
    );
    return { view: this.viewOf(em, row!), counted: countsOf(row!) };
  }

  private viewOf(em: EntityManager, row: ViewRow): VotingView {
    return {
      voterCityId: row.voter_city_id,
      indication: row.indication ? em.map(Indication, row.indication) : null,
      host: row.host ? em.map(Person, row.host) : null,
    };
  }

  /**
   * Casts the person's vote of the week unless they already have one: true when it was added.
   * Two votes of one person at once wait for each other on the primary key; only one is added.
   */
  async insertIfAbsent(
    em: EntityManager,
    vote: { userId: string; week: string; indicationId: string; cityId: string },
    now: Date,
  ): Promise<boolean> {
    const inserted = await em.execute<{ user_id: string }[]>(
      `insert into ${this.tables.votes} (user_id, week, indication_id, city_id, created_at) values (?, ?, ?, ?, ?)
       on conflict (user_id, week) do nothing returning user_id`,
      [vote.userId, vote.week, vote.indicationId, vote.cityId, now],
    );
    return inserted.length > 0;
  }

  findForUserWeek(em: EntityManager, userId: string, week: string): Promise<Vote | null> {
    return em.findOne(Vote, { userId, week }, { refresh: true });
  }

  /** Deletes the person's votes of every week and says which they were. */
  deleteForUser(em: EntityManager, userId: string): Promise<RemovedVote[]> {
    return em.execute<RemovedVote[]>(
      `delete from ${this.tables.votes} where user_id = ?
       returning user_id, week, indication_id, city_id, held_by is not null as held`,
      [userId],
    );
  }

  /** Deletes every vote an indication got and says whose they were. */
  deleteForIndication(em: EntityManager, indicationId: string): Promise<RemovedVote[]> {
    return em.execute<RemovedVote[]>(
      `delete from ${this.tables.votes} where indication_id = ?
       returning user_id, week, indication_id, city_id, held_by is not null as held`,
      [indicationId],
    );
  }

  /** Whether the person's vote of the week is under review. */
  async isHeld(em: EntityManager, userId: string, week: string): Promise<boolean> {
    const rows = await em.execute<{ held: boolean }[]>(
      `select held_by is not null as held from ${this.tables.votes} where user_id = ? and week = ?`,
      [userId, week],
    );
    return rows[0]?.held ?? false;
  }

  /**
   * Who holds a vote of the week in the city (held ones too: they voted), in user_id order after
   * `after`, at most `limit`: one range of votes_week_city_user_idx.
   */
  async weekVoters(
    em: EntityManager,
    page: { cityId: string; week: string; after: string | null; limit: number },
  ): Promise<string[]> {
    const from = page.after === null ? '' : 'and user_id > ?';
    const rows = await em.execute<{ user_id: string }[]>(
      `select user_id from ${this.tables.votes} where week = ? and city_id = ? ${from} order by user_id limit ?`,
      [page.week, page.cityId, ...(page.after === null ? [] : [page.after]), page.limit],
    );
    return rows.map((row) => row.user_id);
  }

  listForUser(em: EntityManager, userId: string): Promise<Vote[]> {
    return em.find(Vote, { userId }, { orderBy: { week: 'asc' } });
  }
}
