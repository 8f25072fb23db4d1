import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { IndicationStatus } from '@encontro/contracts';
import { Indication } from './indication.entity.js';
import { Tables } from '../tables.js';

export type NewIndication = Omit<
  Indication,
  'id' | 'status' | 'voteCount' | 'reviewedBy' | 'reviewedAt' | 'createdAt' | 'updatedAt'
>;

/** Indications. Every method works in the caller's unit of work (`em`). */
@Injectable()
export class IndicationsRepository {
  constructor(private readonly tables: Tables) {}

  add(em: EntityManager, id: string, data: NewIndication, now: Date): Indication {
    return em.create(Indication, {
      id,
      ...data,
      status: 'pending',
      voteCount: 0,
      reviewedBy: null,
      reviewedAt: null,
      createdAt: now,
      updatedAt: now,
    });
  }

  findById(em: EntityManager, id: string): Promise<Indication | null> {
    return em.findOne(Indication, { id });
  }

  findByIdForUpdate(em: EntityManager, id: string): Promise<Indication | null> {
    return em.findOne(Indication, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  findByIds(em: EntityManager, ids: readonly string[]): Promise<Indication[]> {
    return ids.length ? em.find(Indication, { id: { $in: [...ids] } }) : Promise.resolve([]);
  }

  findByHostAndWeek(em: EntityManager, hostId: string, week: string): Promise<Indication | null> {
    return em.findOne(Indication, { hostId, week });
  }

  listByHost(em: EntityManager, hostId: string): Promise<Indication[]> {
    return em.find(Indication, { hostId }, { orderBy: { createdAt: 'desc' } });
  }

  /** A city's indications of a week, most voted first. */
  listForCityWeek(
    em: EntityManager,
    cityId: string,
    week: string,
    statuses: IndicationStatus[],
  ): Promise<Indication[]> {
    return em.find(
      Indication,
      { cityId, week, status: { $in: statuses } },
      { orderBy: { voteCount: 'desc', createdAt: 'asc', id: 'asc' } },
    );
  }

  /** Pending and approved indications count towards the city's weekly cap; rejected ones do not. */
  countTowardsCap(em: EntityManager, cityId: string, week: string): Promise<number> {
    return em.count(Indication, { cityId, week, status: { $in: ['pending', 'active'] } });
  }

  /** Serialises nominations of one city and week until the transaction ends (the cap holds under load). */
  async lockCityWeek(em: EntityManager, cityId: string, week: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`nominate:${cityId}:${week}`]);
  }

  async delete(em: EntityManager, id: string): Promise<void> {
    await em.nativeDelete(Indication, { id });
  }

  /** Adds `delta` to the count atomically and returns the new count. */
  async addVotes(em: EntityManager, id: string, delta: 1 | -1, now: Date): Promise<number> {
    const rows = await em.execute<{ vote_count: number }[]>(
      `update ${this.tables.indications} set vote_count = greatest(0, vote_count + ?), updated_at = ? where id = ? returning vote_count`,
      [delta, now, id],
    );
    return rows[0]?.vote_count ?? 0;
  }

  /**
   * One page of the admin list: newest first, by status and a text over venue, address, city and
   * host name; `total` counts every match.
   */
  async search(
    em: EntityManager,
    filter: { status?: IndicationStatus; search?: string; page: number; perPage: number },
  ): Promise<{ indications: Indication[]; total: number }> {
    const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const status = filter.status ?? null;
    const from = `${this.tables.indications} i left join ${this.tables.people} p on p.user_id = i.host_id
       where (?::text is null or i.status = ?)
         and (?::text is null or i.name ilike ? or i.address ilike ? or i.city ilike ?
              or (p.name || ' ' || p.surname) ilike ?)`;
    const params = [status, status, like, like, like, like, like];
    const [counted] = await em.execute<{ total: string }[]>(`select count(*) as total from ${from}`, params);
    const rows = await em.execute<{ id: string }[]>(
      `select i.id from ${from} order by i.created_at desc, i.id limit ? offset ?`,
      [...params, filter.perPage, (filter.page - 1) * filter.perPage],
    );
    const found = await this.findByIds(
      em,
      rows.map((r) => r.id),
    );
    const byId = new Map(found.map((i) => [i.id, i]));
    return {
      indications: rows.map((r) => byId.get(r.id)).filter((i): i is Indication => Boolean(i)),
      total: Number(counted?.total ?? 0),
    };
  }
}
