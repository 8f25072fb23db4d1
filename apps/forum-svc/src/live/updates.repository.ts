import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ForumUpdate, ForumUpdateType } from '@encontro/contracts';
import { Tables } from '../tables.js';

type UpdateRow = {
  id: string;
  forum_id: string;
  type: ForumUpdateType;
  data: unknown;
  created_at: Date | string;
};
export type ConnectionRow = { user_id: string; delivered: string; last_seen_at: Date };

const toUpdate = (row: UpdateRow): ForumUpdate =>
  ({
    id: String(row.id),
    forum_id: row.forum_id,
    type: row.type,
    data: row.data,
    created_at: new Date(row.created_at).toISOString(),
  }) as ForumUpdate;

/**
 * A forum's real-time updates (the cursor is the row id) and the polling connections (what each
 * was given). Every method works in the caller's unit of work.
 */
@Injectable()
export class UpdatesRepository {
  constructor(private readonly tables: Tables) {}

  /** Call with the forum locked (ForumsRepository.lock) so ids commit in order. */
  async add(
    em: EntityManager,
    forumId: string,
    type: ForumUpdateType,
    data: ForumUpdate['data'],
    at: Date,
  ): Promise<ForumUpdate> {
    const [row] = await em.execute<UpdateRow[]>(
      `insert into ${this.tables.updates} (forum_id, type, data, created_at) values (?, ?, ?::jsonb, ?)
       returning id, forum_id, type, data, created_at`,
      [forumId, type, JSON.stringify(data), at],
    );
    return toUpdate(row!);
  }

  async latestId(em: EntityManager, forumId: string): Promise<string> {
    const [row] = await em.execute<{ id: string | null }[]>(
      `select max(id) as id from ${this.tables.updates} where forum_id = ?`,
      [forumId],
    );
    return row?.id ? String(row.id) : '0';
  }

  /** The cursor of an instant: the forum's last update made at or before `at` ('0' if none). */
  async latestIdAt(em: EntityManager, forumId: string, at: Date): Promise<string> {
    const [row] = await em.execute<{ id: string | null }[]>(
      `select max(id) as id from ${this.tables.updates} where forum_id = ? and created_at <= ?`,
      [forumId, at],
    );
    return row?.id ? String(row.id) : '0';
  }

  /** The forum's updates after `cursor`, oldest first. */
  async after(em: EntityManager, forumId: string, cursor: string, limit: number): Promise<ForumUpdate[]> {
    const rows = await em.execute<UpdateRow[]>(
      `select id, forum_id, type, data, created_at from ${this.tables.updates}
       where forum_id = ? and id > ?::bigint order by id limit ?`,
      [forumId, cursor, limit],
    );
    return rows.map(toUpdate);
  }

  // ── push ──

  /** Claims updates not yet pushed (other replicas skip them until this transaction ends). */
  async claimUnpushed(em: EntityManager, limit: number): Promise<ForumUpdate[]> {
    const rows = await em.execute<UpdateRow[]>(
      `select id, forum_id, type, data, created_at from ${this.tables.updates}
       where pushed_at is null order by id limit ? for update skip locked`,
      [limit],
    );
    return rows.map(toUpdate);
  }

  async markPushed(em: EntityManager, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await em.execute(
      `update ${this.tables.updates} set pushed_at = ? where id = any(string_to_array(?, ',')::bigint[])`,
      [at, ids.join(',')],
    );
  }

  /**
   * Deletes up to `limit` pushed updates made before `before`, never a forum's latest (its id is the
   * version of the forum's cached page); returns how many. Oldest first, by the primary key; rows
   * another replica's batch holds are skipped, not waited for.
   */
  async deleteExpired(em: EntityManager, before: Date, limit: number): Promise<number> {
    const t = this.tables.updates;
    const gone = await em.execute<{ id: string }[]>(
      `delete from ${t} where id in (
         select u.id from ${t} u
          where u.created_at < ? and u.pushed_at is not null
            and exists (select 1 from ${t} n where n.forum_id = u.forum_id and n.id > u.id)
          order by u.id limit ? for update skip locked)
       returning id`,
      [before, limit],
    );
    return gone.length;
  }

  // ── polling connections ──

  /** The connection, locked until the transaction ends (two polls of one connection take turns). */
  async findConnectionForUpdate(
    em: EntityManager,
    forumId: string,
    connectionId: string,
  ): Promise<ConnectionRow | null> {
    const [row] = await em.execute<ConnectionRow[]>(
      `select user_id, delivered, last_seen_at from ${this.tables.connections}
       where forum_id = ? and connection_id = ? for update`,
      [forumId, connectionId],
    );
    return row ? { ...row, delivered: String(row.delivered) } : null;
  }

  async saveConnection(
    em: EntityManager,
    c: { forumId: string; connectionId: string; userId: string; delivered: string; at: Date },
  ): Promise<void> {
    await em.execute(
      `insert into ${this.tables.connections} (forum_id, connection_id, user_id, delivered, last_seen_at)
       values (?, ?, ?, ?::bigint, ?)
       on conflict (forum_id, connection_id)
       do update set user_id = excluded.user_id, delivered = excluded.delivered, last_seen_at = excluded.last_seen_at`,
      [c.forumId, c.connectionId, c.userId, c.delivered, c.at],
    );
  }

  async deleteConnection(
    em: EntityManager,
    forumId: string,
    connectionId: string,
    userId: string,
  ): Promise<void> {
    await em.execute(
      `delete from ${this.tables.connections} where forum_id = ? and connection_id = ? and user_id = ?`,
      [forumId, connectionId, userId],
    );
  }

  /** Forgets connections not polled since `before`; returns how many. */
  async purgeStale(em: EntityManager, before: Date): Promise<number> {
    const rows = await em.execute<{ connection_id: string }[]>(
      `delete from ${this.tables.connections} where last_seen_at < ? returning connection_id`,
      [before],
    );
    return rows.length;
  }

  async deleteConnectionsOf(em: EntityManager, userId: string): Promise<void> {
    await em.execute(`delete from ${this.tables.connections} where user_id = ?`, [userId]);
  }
}
