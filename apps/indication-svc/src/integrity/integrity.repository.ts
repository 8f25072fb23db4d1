import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { IntegrityClusterStatus, IntegrityReason, IntegrityRisk } from '@encontro/contracts';
import { Tables } from '../tables.js';
import type { VoterRecord } from './clusters.js';

/** A vote of the week with its voter, as the moderators' list shows it. */
export type VoterRow = VoterRecord & {
  name: string;
  surname: string;
  email: string;
  heldBy: string | null;
  indicationName: string;
  city: string;
};

/** A cluster as moderators saw and judged it. */
export type StoredCluster = {
  id: string;
  week: string;
  cityId: string;
  indicationId: string;
  status: IntegrityClusterStatus;
  members: string[];
  heldAutomatically: boolean;
};

/** A cluster with the risk and reasons its latest analysis gave it, and its indication's city. */
export type AssessedCluster = StoredCluster & {
  risk: IntegrityRisk;
  reasons: IntegrityReason[];
  city: string;
};

type StoredRow = {
  id: string;
  week: string;
  city_id: string;
  indication_id: string;
  status: IntegrityClusterStatus;
  members: string[];
  held_automatically: boolean;
};

const storedColumns = 'id, week, city_id, indication_id, status, members, held_automatically';

const stored = (r: StoredRow): StoredCluster => ({
  id: r.id,
  week: r.week,
  cityId: r.city_id,
  indicationId: r.indication_id,
  status: r.status,
  members: r.members,
  heldAutomatically: r.held_automatically,
});

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** Vote clusters and their holds. Every method works in the caller's unit of work. */
@Injectable()
export class IntegrityRepository {
  constructor(private readonly tables: Tables) {}

  /** Serialises the work on one week and city's clusters until the transaction ends. */
  async lock(em: EntityManager, week: string, cityId: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`integrity:${week}:${cityId}`]);
  }

  /** The cities with votes in the week. */
  async citiesVoting(em: EntityManager, week: string): Promise<string[]> {
    const rows = await em.execute<{ city_id: string }[]>(
      `select distinct city_id from ${this.tables.votes} where week = ? order by city_id`,
      [week],
    );
    return rows.map((r) => r.city_id);
  }

  /** Every vote of the week in the city, with its voter's signals and whether they have history. */
  voters(em: EntityManager, week: string, cityId: string): Promise<VoterRow[]> {
    return this.votersOf(em, `${this.tables.votes} v`, 'v.week = ? and v.city_id = ?', [week, cityId]);
  }

  /**
   * The votes of the clusters' members for their cluster's indication in the week: from the members, one
   * probe each into the votes (keyed by user and week), never the week's million votes.
   */
  memberVoters(em: EntityManager, week: string, clusterIds: readonly string[]): Promise<VoterRow[]> {
    return this.votersOf(
      em,
      `(select distinct unnest(c.members) as user_id, c.indication_id from ${this.tables.integrityClusters} c
         where c.id = any (?::uuid[])) m
       join ${this.tables.votes} v on v.user_id = m.user_id and v.indication_id = m.indication_id`,
      'v.week = ?',
      [`{${clusterIds.join(',')}}`, week],
    );
  }

  /**
   * The votes `from` and `where` say (their parameters in order), in the caller's transaction. A city's 20,000 votes at a million people: one
   * index probe per vote into people and account_signals (the `limit 1` laterals), not a hash of every
   * person, and no JIT, which spent 430 ms compiling a 250 ms query (measured on seed:scale).
   */
  private async votersOf(
    em: EntityManager,
    from: string,
    where: string,
    params: unknown[],
  ): Promise<VoterRow[]> {
    await em.execute('set local jit = off');
    const rows = await em.execute<Record<string, unknown>[]>(
      `select v.user_id, v.indication_id, v.created_at as voted_at, v.network as vote_network, v.held_by,
              i.name as indication_name, i.city,
              coalesce(p.name, '') as name, coalesce(p.surname, '') as surname, coalesce(p.email, '') as email,
              s.network as signup_network, s.created_at, s.verified_at,
              coalesce(s.email_domain, nullif(lower(split_part(p.email, '@', 2)), '')) as email_domain,
              (exists (select 1 from ${this.tables.votes} pv where pv.user_id = v.user_id and pv.week < v.week)
               or exists (select 1 from ${this.tables.attendances} a
                 where a.user_id = v.user_id and a.week < v.week and a.status = 'confirmed'))
                as has_history
         from ${from}
         join ${this.tables.indications} i on i.id = v.indication_id
         left join lateral (select name, surname, email from ${this.tables.people}
                             where user_id = v.user_id limit 1) p on true
         left join lateral (select network, created_at, verified_at, email_domain from ${this.tables.accountSignals}
                             where user_id = v.user_id limit 1) s on true
        where ${where}
        order by v.created_at, v.user_id`,
      params,
    );
    return rows.map((r) => ({
      userId: r.user_id as string,
      indicationId: r.indication_id as string,
      indicationName: r.indication_name as string,
      city: r.city as string,
      votedAt: new Date(r.voted_at as string),
      voteNetwork: (r.vote_network as string | null) ?? null,
      heldBy: (r.held_by as string | null) ?? null,
      name: r.name as string,
      surname: r.surname as string,
      email: r.email as string,
      signupNetwork: (r.signup_network as string | null) ?? null,
      createdAt: date(r.created_at as string | null),
      verifiedAt: date(r.verified_at as string | null),
      emailDomain: (r.email_domain as string | null) ?? null,
      hasHistory: Boolean(r.has_history),
    }));
  }

  async stored(em: EntityManager, week: string, cityId: string): Promise<StoredCluster[]> {
    const rows = await em.execute<StoredRow[]>(
      `select ${storedColumns}
         from ${this.tables.integrityClusters} where week = ? and city_id = ? order by created_at, id`,
      [week, cityId],
    );
    return rows.map(stored);
  }

  /** The cluster, locked until the transaction ends; null when there is none. */
  async findForUpdate(em: EntityManager, id: string): Promise<StoredCluster | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = await em.execute<StoredRow[]>(
      `select ${storedColumns} from ${this.tables.integrityClusters} where id = ? for update`,
      [id],
    );
    return row ? stored(row) : null;
  }

  async insert(em: EntityManager, cluster: StoredCluster, now: Date): Promise<void> {
    await em.execute(
      `insert into ${this.tables.integrityClusters}
         (id, week, city_id, indication_id, status, members, held_automatically, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?::uuid[], ?, ?, ?)`,
      [
        cluster.id,
        cluster.week,
        cluster.cityId,
        cluster.indicationId,
        cluster.status,
        `{${cluster.members.join(',')}}`,
        cluster.heldAutomatically,
        now,
        now,
      ],
    );
  }

  async setMembers(em: EntityManager, id: string, members: readonly string[], now: Date): Promise<void> {
    await em.execute(
      `update ${this.tables.integrityClusters} set members = ?::uuid[], updated_at = ? where id = ?`,
      [`{${members.join(',')}}`, now, id],
    );
  }

  async deleteOpen(em: EntityManager, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await em.execute(
      `delete from ${this.tables.integrityClusters} where status = 'open' and id = any (?::uuid[])`,
      [`{${ids.join(',')}}`],
    );
  }

  /**
   * Holds the members' votes of the cluster's week for its indication (they stop counting, they are kept)
   * and marks it quarantined; returns how many votes it held.
   */
  async hold(em: EntityManager, cluster: StoredCluster, automatically: boolean, now: Date): Promise<number> {
    const [row] = await em.execute<{ held: number }[]>(
      `with held as (
         update ${this.tables.votes} set held_by = ?
          where week = ? and indication_id = ? and user_id = any (?::uuid[]) and held_by is null
          returning 1),
       counted as (
         update ${this.tables.indications}
            set vote_count = greatest(0, vote_count - (select count(*) from held)),
                votes_under_review = votes_under_review + (select count(*) from held),
                updated_at = ?
          where id = ? returning 1),
       marked as (
         update ${this.tables.integrityClusters}
            set status = 'quarantined', held_automatically = ?, updated_at = ? where id = ? returning 1)
       select (select count(*) from held)::int as held, (select count(*) from counted), (select count(*) from marked)`,
      [
        cluster.id,
        cluster.week,
        cluster.indicationId,
        `{${cluster.members.join(',')}}`,
        now,
        cluster.indicationId,
        automatically,
        now,
        cluster.id,
      ],
    );
    return row!.held;
  }

  /** Lets the cluster's held votes count again and marks it released; returns how many it released. */
  async release(em: EntityManager, cluster: StoredCluster, now: Date): Promise<number> {
    const [row] = await em.execute<{ released: number }[]>(
      `with released as (
         update ${this.tables.votes} set held_by = null where held_by = ? returning 1),
       counted as (
         update ${this.tables.indications}
            set vote_count = vote_count + (select count(*) from released),
                votes_under_review = greatest(0, votes_under_review - (select count(*) from released)),
                updated_at = ?
          where id = ? returning 1),
       marked as (
         update ${this.tables.integrityClusters} set status = 'released', updated_at = ? where id = ? returning 1)
       select (select count(*) from released)::int as released, (select count(*) from counted), (select count(*) from marked)`,
      [cluster.id, now, cluster.indicationId, now, cluster.id],
    );
    return row!.released;
  }

  /** Keeps the risk and reasons the cluster's latest analysis gave it. */
  async assess(
    em: EntityManager,
    id: string,
    risk: IntegrityRisk,
    reasons: IntegrityReason[],
  ): Promise<void> {
    await em.execute(
      `update ${this.tables.integrityClusters} set risk = ?, reasons = ?::jsonb where id = ?`,
      [risk, JSON.stringify(reasons), id],
    );
  }

  /** Records that the week and city's votes were analysed at `now`. */
  async markAnalysed(em: EntityManager, week: string, cityId: string, now: Date): Promise<void> {
    await em.execute(
      `insert into ${this.tables.integrityAnalyses} (week, city_id, analysed_at) values (?, ?, ?)
       on conflict (week, city_id) do update set analysed_at = excluded.analysed_at`,
      [week, cityId, now],
    );
  }

  /** When the week and city's votes were last analysed (null: never). */
  async analysedAt(em: EntityManager, week: string, cityId: string): Promise<Date | null> {
    const [row] = await em.execute<{ analysed_at: string }[]>(
      `select analysed_at from ${this.tables.integrityAnalyses} where week = ? and city_id = ?`,
      [week, cityId],
    );
    return row ? new Date(row.analysed_at) : null;
  }

  /**
   * The cities with votes in the week, each with when its votes were last analysed (null: never) and
   * when its indications last changed (a vote cast, removed, held or released changes its indication's
   * counts). One index probe per city (votes_week_city_user_idx, a loose index scan), not a scan of the
   * week's votes.
   */
  async votingCities(
    em: EntityManager,
    week: string,
  ): Promise<{ cityId: string; analysedAt: Date | null; changedAt: Date | null }[]> {
    const rows = await em.execute<
      { city_id: string; analysed_at: string | null; changed_at: string | null }[]
    >(
      `with recursive cities as (
         (select city_id from ${this.tables.votes} where week = ? order by city_id limit 1)
         union all
         select (select v.city_id from ${this.tables.votes} v
                  where v.week = ? and v.city_id > cities.city_id order by v.city_id limit 1)
           from cities where cities.city_id is not null)
       select c.city_id, a.analysed_at,
              (select max(i.updated_at) from ${this.tables.indications} i
                where i.week = ? and i.city_id = c.city_id) as changed_at
         from cities c
         left join ${this.tables.integrityAnalyses} a on a.week = ? and a.city_id = c.city_id
        where c.city_id is not null order by c.city_id`,
      [week, week, week, week],
    );
    return rows.map((r) => ({
      cityId: r.city_id,
      analysedAt: date(r.analysed_at),
      changedAt: date(r.changed_at),
    }));
  }

  /** The week's clusters of every city with the members and assessment of their latest analysis. */
  async assessed(em: EntityManager, week: string): Promise<AssessedCluster[]> {
    const rows = await em.execute<
      (StoredRow & { risk: IntegrityRisk; reasons: IntegrityReason[]; city: string })[]
    >(
      `select c.id, c.week, c.city_id, c.indication_id, c.status, c.members, c.held_automatically,
              c.risk, c.reasons, i.city
         from ${this.tables.integrityClusters} c join ${this.tables.indications} i on i.id = c.indication_id
        where c.week = ? and c.risk is not null and cardinality(c.members) > 0 order by c.created_at, c.id`,
      [week],
    );
    return rows.map((r) => ({ ...stored(r), risk: r.risk, reasons: r.reasons, city: r.city }));
  }

  /** Claims Thursday 23:00's automatic hold of the week and city: true for the one transaction that does it. */
  async claimAutoHold(em: EntityManager, week: string, cityId: string, now: Date): Promise<boolean> {
    const rows = await em.execute<{ week: string }[]>(
      `insert into ${this.tables.integrityAutoHolds} (week, city_id, ran_at, held_clusters) values (?, ?, ?, 0)
       on conflict do nothing returning week`,
      [week, cityId, now],
    );
    return rows.length > 0;
  }

  async recordAutoHold(em: EntityManager, week: string, cityId: string, heldClusters: number): Promise<void> {
    await em.execute(
      `update ${this.tables.integrityAutoHolds} set held_clusters = ? where week = ? and city_id = ?`,
      [heldClusters, week, cityId],
    );
  }

  /** The cities with votes in the week whose automatic hold has not run and whose week is not closed. */
  async citiesAwaitingAutoHold(em: EntityManager, week: string): Promise<string[]> {
    const rows = await em.execute<{ city_id: string }[]>(
      `select distinct v.city_id from ${this.tables.votes} v
        where v.week = ?
          and not exists (select 1 from ${this.tables.integrityAutoHolds} h where h.week = v.week and h.city_id = v.city_id)
          and not exists (select 1 from ${this.tables.weekClosures} c where c.week = v.week and c.city_id = v.city_id)`,
      [week],
    );
    return rows.map((r) => r.city_id);
  }

  /** A deleted account leaves no cluster: its id goes from every member list. */
  async forget(em: EntityManager, userId: string): Promise<void> {
    await em.execute(
      `update ${this.tables.integrityClusters} set members = array_remove(members, ?::uuid) where ?::uuid = any (members)`,
      [userId, userId],
    );
  }
}
