import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type AdminForumsQuery, type Meetup, foldSearchText } from '@encontro/contracts';
import { foldSql, searchPage } from '@encontro/server-database';
import { adminSearchTexts, hostSearchText } from '../admin/admin-search.util.js';
import { Tables } from '../tables.js';
import { Forum, Participant } from './forum.entity.js';

export type NewForum = Omit<Forum, 'createdAt' | 'meetupVersion' | 'checkinsVersion'>;
export type ForumCounts = { posts: number; comments: number; participants: number };

const idList = (ids: readonly string[]) => [...new Set(ids)].join(',');

/** Forums and their participants. Every method works in the caller's unit of work. */
@Injectable()
export class ForumsRepository {
  constructor(private readonly tables: Tables) {}

  /** Inserts a winner's forum unless it exists (week.closed redelivered): true when added. */
  async insertIfAbsent(em: EntityManager, forum: NewForum, at: Date): Promise<boolean> {
    const inserted = await em.execute<{ id: string }[]>(
      `insert into ${this.tables.forums} (id, week, city_id, city, state, position, meetup,
         photos, vote_count, host_id, host_name, created_at)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?)
       on conflict (id) do nothing returning id`,
      [
        forum.id,
        forum.week,
        forum.cityId,
        forum.city,
        forum.state,
        forum.position,
        JSON.stringify(forum.meetup),
        JSON.stringify(forum.photos),
        forum.voteCount,
        forum.hostId,
        forum.hostName,
        at,
      ],
    );
    return inserted.length > 0;
  }

  /**
   * Keeps a meetup.updated's meetup when its version is higher than the stored one (events of one
   * meetup may come in any order): true when it was kept. An unknown forum keeps nothing.
   */
  async updateMeetup(em: EntityManager, id: string, meetup: Meetup, version: number): Promise<boolean> {
    const updated = await em.execute<{ id: string }[]>(
      `update ${this.tables.forums} set meetup = ?::jsonb, meetup_version = ?
        where id = ? and meetup_version < ? returning id`,
      [JSON.stringify(meetup), version, id, version],
    );
    return updated.length > 0;
  }

  // ── removal ──

  /** True when the forum's winner was removed (it must never open again). */
  async isRemoved(em: EntityManager, id: string): Promise<boolean> {
    const rows = await em.execute<{ forum_id: string }[]>(
      `select forum_id from ${this.tables.forumRemovals} where forum_id = ?`,
      [id],
    );
    return rows.length > 0;
  }

  /**
   * Records the removal (once); `announce` leaves it to the push relay to tell the gateways, which
   * end the forum's open streams (nothing to announce for a forum that never opened).
   */
  async markRemoved(em: EntityManager, id: string, at: Date, announce: boolean): Promise<void> {
    await em.execute(
      `insert into ${this.tables.forumRemovals} (forum_id, removed_at, pushed_at) values (?, ?, ?)
       on conflict (forum_id) do nothing`,
      [id, at, announce ? null : at],
    );
  }

  /**
   * Deletes the forum with everything it keeps: posts, comments and memories (foreign keys),
   * presences, check-ins, real-time updates and polling connections. Returns the memory photos' paths.
   */
  async deleteForum(em: EntityManager, id: string): Promise<{ memoryPhotos: string[] }> {
    const photos = await em.execute<{ photo_key: string }[]>(
      `select photo_key from ${this.tables.memories} where forum_id = ?`,
      [id],
    );
    for (const table of [
      this.tables.updates,
      this.tables.connections,
      this.tables.participants,
      this.tables.checkins,
    ])
      await em.execute(`delete from ${table} where forum_id = ?`, [id]);
    await em.execute(`delete from ${this.tables.forums} where id = ?`, [id]);
    return { memoryPhotos: photos.map((p) => p.photo_key) };
  }

  /** Removals not yet announced (other replicas skip them until this transaction ends). */
  async claimUnannouncedRemovals(em: EntityManager, limit: number): Promise<string[]> {
    const rows = await em.execute<{ forum_id: string }[]>(
      `select forum_id from ${this.tables.forumRemovals} where pushed_at is null
       order by removed_at limit ? for update skip locked`,
      [limit],
    );
    return rows.map((r) => r.forum_id);
  }

  async markRemovalsAnnounced(em: EntityManager, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await em.execute(
      `update ${this.tables.forumRemovals} set pushed_at = ? where forum_id = any(string_to_array(?, ',')::uuid[])`,
      [at, idList(ids)],
    );
  }

  findById(em: EntityManager, id: string): Promise<Forum | null> {
    return em.findOne(Forum, { id }, { refresh: true });
  }

  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Forum>> {
    const forums = ids.length ? await em.find(Forum, { id: { $in: [...new Set(ids)] } }) : [];
    return new Map(forums.map((f) => [f.id, f]));
  }

  /**
   * Serialises the writes to one forum's real-time updates until the transaction ends, so that a
   * forum's update ids commit in increasing order (a poll never skips one still in flight).
   */
  async lock(em: EntityManager, forumId: string): Promise<void> {
    await em.execute(`select pg_advisory_xact_lock(hashtext(?)::bigint)`, [`forum:${forumId}`]);
  }

  /** The first-place forums of a city, latest week first. */
  firstPlaces(em: EntityManager, cityId: string, limit = 8): Promise<Forum[]> {
    return em.find(Forum, { cityId, position: 1 }, { orderBy: { week: 'desc' }, limit });
  }

  hostedBy(em: EntityManager, userId: string): Promise<Forum[]> {
    return em.find(Forum, { hostId: userId });
  }

  // ── participants ──

  /** Records a presence: true when it is new. */
  async addParticipant(em: EntityManager, forumId: string, userId: string, at: Date): Promise<boolean> {
    const inserted = await em.execute<{ user_id: string }[]>(
      `insert into ${this.tables.participants} (forum_id, user_id, confirmed_at) values (?, ?, ?)
       on conflict do nothing returning user_id`,
      [forumId, userId, at],
    );
    return inserted.length > 0;
  }

  /** Removes a presence: true when there was one. */
  async removeParticipant(em: EntityManager, forumId: string, userId: string): Promise<boolean> {
    const removed = await em.execute<{ user_id: string }[]>(
      `delete from ${this.tables.participants} where forum_id = ? and user_id = ? returning user_id`,
      [forumId, userId],
    );
    return removed.length > 0;
  }

  /** Confirmed presences, earliest first. */
  participants(em: EntityManager, forumId: string): Promise<Participant[]> {
    return em.find(
      Participant,
      { forumId },
      { orderBy: { confirmedAt: 'asc', userId: 'asc' }, refresh: true },
    );
  }

  async isParticipant(em: EntityManager, forumId: string, userId: string): Promise<boolean> {
    return (await em.count(Participant, { forumId, userId })) > 0;
  }

  participationsOf(em: EntityManager, userId: string): Promise<Participant[]> {
    return em.find(Participant, { userId }, { orderBy: { confirmedAt: 'asc' } });
  }

  async deleteParticipations(em: EntityManager, userId: string): Promise<string[]> {
    const rows = await em.execute<{ forum_id: string }[]>(
      `delete from ${this.tables.participants} where user_id = ? returning forum_id`,
      [userId],
    );
    return rows.map((r) => r.forum_id);
  }

  // ── counts ──

  /** Posts, comments and confirmed participants (the host only once they confirmed) per forum. */
  async counts(em: EntityManager, ids: readonly string[]): Promise<Map<string, ForumCounts>> {
    if (ids.length === 0) return new Map();
    const rows = await em.execute<{ id: string; posts: string; comments: string; participants: string }[]>(
      `select f.id,
         (select count(*) from ${this.tables.posts} p where p.forum_id = f.id) as posts,
         (select count(*) from ${this.tables.comments} c where c.forum_id = f.id) as comments,
         (select count(*) from ${this.tables.participants} pa where pa.forum_id = f.id) as participants
       from ${this.tables.forums} f
       where f.id = any(string_to_array(?, ',')::uuid[])`,
      [idList(ids)],
    );
    return new Map(
      rows.map((r) => [
        r.id,
        { posts: Number(r.posts), comments: Number(r.comments), participants: Number(r.participants) },
      ]),
    );
  }

  // ── admin ──

  /**
   * One page of forums (latest week first), searched in venue, address, city and host (the name the
   * forum carries, or the host's as people has it); city by name. Counted up to COUNT_AT_MOST.
   */
  async adminPage(
    em: EntityManager,
    query: AdminForumsQuery,
    perPage: number,
  ): Promise<{ forums: Forum[]; total: number; exact: boolean }> {
    const { ids, total, exact } = await searchPage(em, {
      from: `${this.tables.forums} f`,
      id: 'f.id',
      conditions: query.city ? [{ sql: `${foldSql('f.city')} = ?`, param: foldSearchText(query.city) }] : [],
      search: query.search,
      // The host's name as people has it is the forum's own (migration 0008): one table's indexes.
      searchIn: { own: [...adminSearchTexts.forums, hostSearchText] },
      orderBy: 'f.week desc, f.city, f.position, f.id',
      page: query.page,
      perPage,
    });
    const byId = await this.findByIds(em, ids);
    return {
      forums: ids.map((id) => byId.get(id)).filter((f): f is Forum => f !== undefined),
      total,
      exact,
    };
  }
}
