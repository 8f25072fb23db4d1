import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Vote } from './vote.entity.js';
import { Tables } from '../tables.js';

export type RemovedVote = { user_id: string; week: string; indication_id: string; city_id: string };

/** Votes. Every method works in the caller's unit of work (`em`). */
@Injectable()
export class VotesRepository {
  constructor(@Inject(Tables) private readonly tables: Tables) {}

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

  /** Removes the person's vote of the week for this indication: true when there was one. */
  async delete(em: EntityManager, userId: string, week: string, indicationId: string): Promise<boolean> {
    const deleted = await em.execute<{ user_id: string }[]>(
      `delete from ${this.tables.votes} where user_id = ? and week = ? and indication_id = ? returning user_id`,
      [userId, week, indicationId],
    );
    return deleted.length > 0;
  }

  /** Deletes the person's votes of every week and says which they were. */
  deleteForUser(em: EntityManager, userId: string): Promise<RemovedVote[]> {
    return em.execute<RemovedVote[]>(
      `delete from ${this.tables.votes} where user_id = ? returning user_id, week, indication_id, city_id`,
      [userId],
    );
  }

  /** Deletes every vote an indication got and says whose they were. */
  deleteForIndication(em: EntityManager, indicationId: string): Promise<RemovedVote[]> {
    return em.execute<RemovedVote[]>(
      `delete from ${this.tables.votes} where indication_id = ? returning user_id, week, indication_id, city_id`,
      [indicationId],
    );
  }

  listForUser(em: EntityManager, userId: string): Promise<Vote[]> {
    return em.find(Vote, { userId }, { orderBy: { week: 'asc' } });
  }
}
