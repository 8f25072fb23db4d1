import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPayload } from '@encontro/contracts';
import { Tables } from '../tables.js';

export type ForumCounts = { posts: number; comments: number; confirmedParticipants: number };

/** The forum counts of winning indications, as forum-svc announced them. */
@Injectable()
export class ForumStatsRepository {
  constructor(private readonly tables: Tables) {}

  /**
   * Keeps the announced counts unless a higher version is already kept (events may come twice or
   * late); an indication deleted meanwhile is skipped. The indication's city when the counts were
   * stored, null otherwise.
   */
  async apply(em: EntityManager, e: EventPayload<'forum.stats_changed'>, now: Date): Promise<string | null> {
    const rows = await em.execute<{ city_id: string }[]>(
      `insert into ${this.tables.forumStats}
         (indication_id, posts, comments, confirmed_participants, version, updated_at)
       select i.id, ?, ?, ?, ?, ? from ${this.tables.indications} i where i.id = ?
       on conflict (indication_id) do update set
         posts = excluded.posts, comments = excluded.comments,
         confirmed_participants = excluded.confirmed_participants,
         version = excluded.version, updated_at = excluded.updated_at
       where ${this.tables.forumStats}.version < excluded.version
       returning (select city_id from ${this.tables.indications} where id = indication_id) as city_id`,
      [e.posts, e.comments, e.confirmed_participants, e.version, now, e.indication_id],
    );
    return rows[0]?.city_id ?? null;
  }

  async countsOf(em: EntityManager, ids: readonly string[]): Promise<Map<string, ForumCounts>> {
    if (ids.length === 0) return new Map();
    const rows = await em.execute<
      { indication_id: string; posts: number; comments: number; confirmed_participants: number }[]
    >(
      `select indication_id, posts, comments, confirmed_participants from ${this.tables.forumStats}
       where indication_id = any(string_to_array(?, ',')::uuid[])`,
      [[...new Set(ids)].join(',')],
    );
    return new Map(
      rows.map((r) => [
        r.indication_id,
        {
          posts: Number(r.posts),
          comments: Number(r.comments),
          confirmedParticipants: Number(r.confirmed_participants),
        },
      ]),
    );
  }
}
