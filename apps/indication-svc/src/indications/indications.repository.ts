import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type IndicationStatus, type LikelyDuplicate, foldAccents } from '@encontro/contracts';
import { COUNT_AT_MOST, countedPage, foldedSearch } from '@encontro/server-database';
import { Indication } from './indication.entity.js';
import { Tables } from '../tables.js';
import { hostSearchText, indicationSearchTexts } from './admin-search.util.js';

export type NewIndication = Omit<
  Indication,
  | 'id'
  | 'status'
  | 'voteCount'
  | 'votesUnderReview'
  | 'reviewedBy'
  | 'reviewedAt'
  | 'rejectionReason'
  | 'createdAt'
  | 'updatedAt'
  | 'nameFolded'
  | 'addressFolded'
>;

/** Nominations that still take their place in a week: waiting for review, or in the vote. */
const openStatuses: IndicationStatus[] = ['pending', 'active'];

/** How alike (pg_trgm `similarity` of the folded texts) two names, and two addresses, of one venue are. */
export const SAME_VENUE_SIMILARITY = 0.6;

/** The digits of a folded address, runs apart: 'rua 7 de setembro, 100' → '7 100'. */
const houseNumbers = (alias: string) => `btrim(regexp_replace(${alias}.address_folded, '[^0-9]+', ' ', 'g'))`;

/**
 * SQL: rows `a` and `b` name the same venue — folded names and folded addresses each at least
 * SAME_VENUE_SIMILARITY alike, and the same house numbers when both addresses give any (trigrams alone
 * find 'rua das flores, 12' and 'rua das flores, 45' alike).
 */
function sameVenue(a: string, b: string): string {
  return `public.similarity(${a}.name_folded, ${b}.name_folded) >= ${SAME_VENUE_SIMILARITY}
    and public.similarity(${a}.address_folded, ${b}.address_folded) >= ${SAME_VENUE_SIMILARITY}
    and (${houseNumbers(a)} = ${houseNumbers(b)} or ${houseNumbers(a)} = '' or ${houseNumbers(b)} = '')`;
}

/** The candidates a venue may repeat: the pending and approved indications of its city and week. */
const sameCityWeekOpen = (a: string, b: string) =>
  `${a}.city_id = ${b}.city_id and ${a}.week = ${b}.week and ${a}.status in ('pending', 'active')`;

/** Indications. Every method works in the caller's unit of work (`em`). */
@Injectable()
export class IndicationsRepository {
  constructor(private readonly tables: Tables) {}

  add(em: EntityManager, id: string, data: NewIndication, now: Date): Indication {
    return em.create(Indication, {
      id,
      ...data,
      nameFolded: foldAccents(data.name),
      addressFolded: foldAccents(data.address),
      status: 'pending',
      voteCount: 0,
      votesUnderReview: 0,
      reviewedBy: null,
      reviewedAt: null,
      rejectionReason: null,
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

  /**
   * The person's pending or approved nomination of the week: the one nomination a week (SPEC §9). A
   * rejected one does not count (issue 28); the unique index `indications_host_week_open_unique` agrees.
   */
  findOpenByHostAndWeek(em: EntityManager, hostId: string, week: string): Promise<Indication | null> {
    return em.findOne(Indication, { hostId, week, status: { $in: openStatuses } });
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
    return em.count(Indication, { cityId, week, status: { $in: openStatuses } });
  }

  /**
   * The pending or approved indication of the city and week that names the same venue as `venue` (the
   * most alike name first), if any. Under `lockCityWeek`, two nominations of one venue cannot both pass.
   */
  async findSameVenue(
    em: EntityManager,
    venue: { cityId: string; week: string; name: string; address: string },
  ): Promise<LikelyDuplicate | null> {
    const [row] = await em.execute<LikelyDuplicate[]>(
      `select d.id as indication_id, d.name, d.status
         from ${this.tables.indications} d,
              (select ?::varchar as city_id, ?::varchar as week, ?::text as name_folded, ?::text as address_folded) n
        where ${sameCityWeekOpen('d', 'n')} and ${sameVenue('d', 'n')}
        order by public.similarity(d.name_folded, n.name_folded) desc, d.created_at, d.id
        limit 1`,
      [venue.cityId, venue.week, foldAccents(venue.name), foldAccents(venue.address)],
    );
    return row ?? null;
  }

  /** For each of `ids`: another indication that names the same venue, as `findSameVenue` finds it. */
  async findSameVenues(em: EntityManager, ids: readonly string[]): Promise<Map<string, LikelyDuplicate>> {
    if (!ids.length) return new Map();
    const rows = await em.execute<(LikelyDuplicate & { of_id: string })[]>(
      `select distinct on (i.id) i.id as of_id, d.id as indication_id, d.name, d.status
         from ${this.tables.indications} i
         join ${this.tables.indications} d on d.id <> i.id and ${sameCityWeekOpen('d', 'i')} and ${sameVenue('d', 'i')}
        where i.id in (?)
        order by i.id, public.similarity(d.name_folded, i.name_folded) desc, d.created_at, d.id`,
      [[...ids]],
    );
    return new Map(rows.map(({ of_id, ...duplicate }) => [of_id, duplicate]));
  }

  /** Serialises nominations of one city and week until the transaction ends (the cap holds under load). */
  async lockCityWeek(em: EntityManager, cityId: string, week: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`nominate:${cityId}:${week}`]);
  }

  async delete(em: EntityManager, id: string): Promise<void> {
    await em.nativeDelete(Indication, { id });
  }

  /**
   * Adds `delta` to a count atomically and returns the new count: `vote_count`, or `votes_under_review`
   * for a vote that moderators hold (`held`).
   */
  async addVotes(em: EntityManager, id: string, delta: 1 | -1, now: Date, held = false): Promise<number> {
    const column = held ? 'votes_under_review' : 'vote_count';
    const rows = await em.execute<{ count: number }[]>(
      `update ${this.tables.indications} set ${column} = greatest(0, ${column} + ?), updated_at = ?
        where id = ? returning ${column} as count`,
      [delta, now, id],
    );
    return rows[0]?.count ?? 0;
  }

  /**
   * One page of the admin list: newest first, by status and a text over venue, address, city and
   * host name (`foldedSearch`); `total` counts the matches up to COUNT_AT_MOST (`exact` false beyond).
   */
  async search(
    em: EntityManager,
    filter: { status?: IndicationStatus; search?: string; page: number; perPage: number },
  ): Promise<{ indications: Indication[]; total: number; exact: boolean }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      where.push('i.status = ?');
      params.push(filter.status);
    }
    if (filter.search) {
      // The host's name is the indication's own (migration 0016): one table's indexes.
      const search = foldedSearch(
        { own: [...indicationSearchTexts.indications, hostSearchText] },
        filter.search,
      );
      where.push(search.sql);
      params.push(...search.params);
    }
    const { rows, total, exact } = await countedPage<{ id: string }>(em, {
      from: `${this.tables.indications} i`,
      where,
      params,
      select: 'i.id',
      orderBy: 'i.created_at desc, i.id',
      page: { number: filter.page, size: filter.perPage },
      countAtMost: COUNT_AT_MOST,
    });
    const found = await this.findByIds(
      em,
      rows.map((r) => r.id),
    );
    const byId = new Map(found.map((i) => [i.id, i]));
    return {
      indications: rows.map((r) => byId.get(r.id)).filter((i): i is Indication => Boolean(i)),
      total,
      exact,
    };
  }
}
