import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Tables } from '../tables.js';
import { Checkin } from './forum.entity.js';

/**
 * "Cheguei": who checked in at a meetup. Someone arrived when they also have a presence
 * (participants); every change advances the forum's `checkins_version`, so its cached page reads
 * fresh. Every method works in the caller's unit of work.
 */
@Injectable()
export class CheckinsRepository {
  constructor(private readonly tables: Tables) {}

  /** Records a check-in (the first one counts): true when it is new. */
  async add(em: EntityManager, forumId: string, userId: string, at: Date): Promise<boolean> {
    const inserted = await em.execute<{ user_id: string }[]>(
      `insert into ${this.tables.checkins} (forum_id, user_id, checked_in_at) values (?, ?, ?)
       on conflict do nothing returning user_id`,
      [forumId, userId, at],
    );
    if (inserted.length > 0) await this.changed(em, [forumId]);
    return inserted.length > 0;
  }

  /** Forgets a check-in: true when there was one. */
  async remove(em: EntityManager, forumId: string, userId: string): Promise<boolean> {
    const removed = await em.execute<{ user_id: string }[]>(
      `delete from ${this.tables.checkins} where forum_id = ? and user_id = ? returning user_id`,
      [forumId, userId],
    );
    if (removed.length > 0) await this.changed(em, [forumId]);
    return removed.length > 0;
  }

  /** Whether the person arrived: confirmed and checked in. */
  async arrived(em: EntityManager, forumId: string, userId: string): Promise<boolean> {
    const rows = await em.execute<{ n: number }[]>(
      `select 1 as n from ${this.tables.checkins} c
         join ${this.tables.participants} p on p.forum_id = c.forum_id and p.user_id = c.user_id
        where c.forum_id = ? and c.user_id = ?`,
      [forumId, userId],
    );
    return rows.length > 0;
  }

  /** When each confirmed person of the forum checked in. */
  async arrivals(em: EntityManager, forumId: string): Promise<Map<string, Date>> {
    const rows = await em.execute<{ user_id: string; checked_in_at: Date | string }[]>(
      `select c.user_id, c.checked_in_at from ${this.tables.checkins} c
         join ${this.tables.participants} p on p.forum_id = c.forum_id and p.user_id = c.user_id
        where c.forum_id = ?`,
      [forumId],
    );
    return new Map(rows.map((r) => [r.user_id, new Date(r.checked_in_at)]));
  }

  of(em: EntityManager, userId: string): Promise<Checkin[]> {
    return em.find(Checkin, { userId }, { orderBy: { checkedInAt: 'asc' } });
  }

  /** Forgets the person's check-ins (erasure). */
  async deleteBy(em: EntityManager, userId: string): Promise<void> {
    const rows = await em.execute<{ forum_id: string }[]>(
      `delete from ${this.tables.checkins} where user_id = ? returning forum_id`,
      [userId],
    );
    await this.changed(
      em,
      rows.map((r) => r.forum_id),
    );
  }

  private async changed(em: EntityManager, forumIds: readonly string[]): Promise<void> {
    if (forumIds.length === 0) return;
    await em.execute(
      `update ${this.tables.forums} set checkins_version = checkins_version + 1
        where id = any(string_to_array(?, ',')::uuid[])`,
      [[...new Set(forumIds)].join(',')],
    );
  }
}
