import { Injectable, Logger } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type IntegrityActionResult,
  type IntegrityCluster,
  type IntegrityList,
  type IntegrityQuery,
  type IntegrityRisk,
  INTEGRITY_AUDIT_TARGET,
  SYSTEM_ACTOR_ID,
  cycleMoments,
  integrityAuditActions,
  integrityMessages,
  pageMeta,
  weekOf,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { DomainError } from '@encontro/server-messaging';
import { countAuthEvent } from '@encontro/server-observability';
import { randomUUID } from 'node:crypto';
import { ReadVersions } from '../read-versions/read-versions.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import { assessCluster, detectClusters } from './clusters.js';
import { NetworkLabels, toCard, toClusterDto } from './integrity.mapper.js';
import {
  type AssessedCluster,
  IntegrityRepository,
  type StoredCluster,
  type VoterRow,
} from './integrity.repository.js';

const riskOrder = { high: 0, medium: 1, low: 2 } as const;

/** The list's order: high risk first, then the bigger clusters. */
const byRisk = (a: Ranked, b: Ranked) =>
  riskOrder[a.risk] - riskOrder[b.risk] || b.size - a.size || a.id.localeCompare(b.id);
type Ranked = { risk: IntegrityRisk; size: number; id: string };

/** The page of `ranked` (already in the list's order) that `query` asks for, and its meta. */
function pageOfRanked<T>(ranked: readonly T[], { page, per_page }: IntegrityQuery) {
  const shown = ranked.slice((page - 1) * per_page, page * per_page);
  return { shown, meta: pageMeta({ total: ranked.length, exact: true }, page, per_page, shown.length) };
}

/**
 * The clusters as the list shows them: each with the accounts a card carries, each network labelled
 * once across the page ("Rede A").
 */
function labelled(clusters: readonly IntegrityCluster[]): IntegrityCluster[] {
  const labels = new NetworkLabels();
  return clusters.map((c) => labels.relabel(toCard(c)));
}

/** The cities of `clusters`, once each, by name. */
function citiesOf(clusters: readonly { city_id: string; city: string }[]): IntegrityList['cities'] {
  const names = new Map(clusters.map((c) => [c.city_id, c.city]));
  return [...names]
    .map(([city_id, city]) => ({ city_id, city }))
    .sort((a, b) => a.city.localeCompare(b.city, 'pt-BR'));
}

/** The cluster's members' votes for its indication. */
const membersOf = (cluster: StoredCluster, voters: readonly VoterRow[]) =>
  voters.filter((v) => v.indicationId === cluster.indicationId && cluster.members.includes(v.userId));

/** The networks of a cluster's votes as logs name them: the hash's first 8 characters, never an address. */
const networksOf = ({ dto }: { dto: IntegrityCluster }) =>
  [...new Set(dto.votes.map((v) => v.network?.slice(0, 8) ?? '?'))].join(',');

/** A cluster of the week, judged: its stored state and its members' votes. */
type Judged = { cluster: StoredCluster; dto: IntegrityCluster };

/**
 * How long the every-city view analyses, in one request, the voting cities never analysed yet (a past
 * week's, or the current week's first minute); the others are left for the next look (`cities_pending`).
 */
const EVERY_CITY_BUDGET_MS = 2000;

/**
 * Vote integrity (issue 27): clusters of accounts that voted for the same indication and share a
 * registration network or a burst, for moderators to review. Quarantine holds their votes (kept, not
 * counted); release lets them count again. Thursday 23:00 holds the `high` ones by itself, and the
 * Friday close does it first if that has not happened, so the reveal counts only the votes that count.
 */
@Injectable()
export class IntegrityService {
  private readonly logger = new Logger(IntegrityService.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly integrity: IntegrityRepository,
    private readonly settings: SettingsRepository,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly versions: ReadVersions,
  ) {}

  /**
   * One city: its votes analysed now. Every city: what each city's latest analysis found (made in the
   * background while the week votes, `refreshStale`), with the members' votes and the statuses as they
   * are now; analysing every city's votes in one request takes minutes at a million people.
   */
  async list(query: IntegrityQuery): Promise<IntegrityList> {
    const week = query.week ?? weekOf(this.clock.now()).week;
    if (!query.city_id) return this.everyCity(week, query);
    const cityId = query.city_id;
    const { judged } = await this.orm.em.fork().transactional((tx) => this.judge(tx, week, cityId));
    const ranked = judged
      .map((j) => ({ ...j, risk: j.dto.risk, size: j.cluster.members.length, id: j.cluster.id }))
      .sort(byRisk);
    const { shown, meta } = pageOfRanked(ranked, query);
    return {
      clusters: labelled(shown.map((j) => j.dto)),
      meta,
      cities: citiesOf(judged.map((j) => j.dto)),
      week,
      city_id: cityId,
      analysed_at: this.clock.now().toISOString(),
      cities_pending: 0,
    };
  }

  /**
   * Analyses again the current week's voting cities whose votes changed since their analysis, once
   * that analysis is `maxAgeMs` old (and those never analysed); stops early once `going()` is false.
   * Returns how many cities.
   */
  async refreshStale(maxAgeMs: number, going: () => boolean = () => true): Promise<number> {
    const now = this.clock.now();
    const { week } = weekOf(now);
    const due = (analysedAt: Date | null, changedAt: Date | null) =>
      analysedAt === null ||
      (changedAt !== null && changedAt > analysedAt && analysedAt.getTime() <= now.getTime() - maxAgeMs);
    let refreshed = 0;
    for (const { cityId, analysedAt, changedAt } of await this.integrity.votingCities(
      this.orm.em.fork(),
      week,
    )) {
      if (!going()) break;
      if (!due(analysedAt, changedAt)) continue;
      const done = await this.orm.em.fork().transactional(async (em) => {
        // Another replica may have analysed it while this one waited for the lock.
        await this.integrity.lock(em, week, cityId);
        if (!due(await this.integrity.analysedAt(em, week, cityId), changedAt)) return false;
        await this.judge(em, week, cityId);
        return true;
      });
      if (done) refreshed += 1;
    }
    return refreshed;
  }

  private async everyCity(week: string, query: IntegrityQuery): Promise<IntegrityList> {
    const em = this.orm.em.fork();
    const started = Date.now();
    let pending = 0;
    // When each city's votes were analysed: before this request, or in it.
    const times: number[] = [];
    for (const { cityId, analysedAt } of await this.integrity.votingCities(em, week)) {
      if (analysedAt) times.push(analysedAt.getTime());
      else if (Date.now() - started < EVERY_CITY_BUDGET_MS) {
        const { at } = await this.orm.em.fork().transactional((tx) => this.judge(tx, week, cityId));
        times.push(at.getTime());
      } else pending += 1;
    }
    return em.transactional(async (tx) => {
      const ranked = (await this.integrity.assessed(tx, week))
        .map((cluster) => ({ ...cluster, size: cluster.members.length }))
        .sort(byRisk);
      const { shown, meta } = pageOfRanked(ranked, query);
      const voters = await this.integrity.memberVoters(
        tx,
        week,
        shown.map((c) => c.id),
      );
      return {
        clusters: labelled(shown.map((cluster) => this.assessedDto(cluster, voters))),
        meta,
        cities: citiesOf(ranked.map((c) => ({ city_id: c.cityId, city: c.city }))),
        week,
        city_id: null,
        analysed_at: times.length > 0 ? new Date(Math.min(...times)).toISOString() : null,
        cities_pending: pending,
      };
    });
  }

  quarantine(actorId: string, clusterId: string): Promise<IntegrityActionResult> {
    return this.act(actorId, clusterId, 'quarantine');
  }

  release(actorId: string, clusterId: string): Promise<IntegrityActionResult> {
    return this.act(actorId, clusterId, 'release');
  }

  /**
   * Thursday 23:00 to Friday 00:00: the automatic hold of every city with votes this week, while the
   * setting is on. Outside that hour it reads nothing (the weekly cycle ticks every second); a week whose
   * hour was missed is held by the Friday close itself.
   */
  async holdDueWeeks(): Promise<number> {
    const now = this.clock.now();
    const { week } = weekOf(now);
    const { integrityHold, reveal } = cycleMoments(week);
    if (now < integrityHold || now >= reveal) return 0;
    let held = 0;
    for (const cityId of await this.integrity.citiesAwaitingAutoHold(this.orm.em.fork(), week))
      held += await this.orm.em.fork().transactional((em) => this.autoHold(em, week, cityId, now));
    return held;
  }

  /**
   * The automatic hold of one week and city, in the caller's transaction, once (single-shot across
   * replicas and with the Friday close, which calls it first): every open `high` cluster is quarantined,
   * audited as the system's, and the admins are told (`integrity.clusters_held`). Returns how many clusters.
   */
  async autoHold(em: EntityManager, week: string, cityId: string, now: Date): Promise<number> {
    if (!(await this.settings.integrityAutoHold(em))) return 0;
    if (!(await this.integrity.claimAutoHold(em, week, cityId, now))) return 0;
    const due = (await this.judge(em, week, cityId)).judged.filter(
      (j) => j.dto.risk === 'high' && j.cluster.status === 'open',
    );
    const held: { judged: Judged; votes: number }[] = [];
    for (const judged of due) {
      const votes = await this.integrity.hold(em, judged.cluster, true, now);
      this.audit(em, SYSTEM_ACTOR_ID, integrityAuditActions.autoHold, judged, 'quarantined', votes, now);
      held.push({ judged, votes });
      this.logger.warn(
        `auto-hold cluster ${judged.cluster.id}: ${votes} vote(s) held, networks ${networksOf(judged)}`,
      );
    }
    await this.integrity.recordAutoHold(em, week, cityId, held.length);
    if (held.length === 0) return 0;
    countAuthEvent(
      'vote_held',
      held.reduce((sum, h) => sum + h.votes, 0),
    );
    this.outbox.add(em, 'integrity.clusters_held', {
      week,
      city_id: cityId,
      city: held[0]!.judged.dto.city,
      clusters: held.map(({ judged: { dto }, votes }) => ({
        cluster_id: dto.cluster_id,
        indication_id: dto.indication_id,
        indication_name: dto.indication_name,
        accounts: dto.accounts.length,
        held_votes: votes,
        reasons: dto.reasons.map((r) => r.text),
      })),
      at: now.toISOString(),
    });
    this.versions.touch(em, { cities: [cityId] });
    this.logger.warn(`auto-hold ${week} city ${cityId}: ${held.length} cluster(s) under review`);
    return held.length;
  }

  private async act(
    actorId: string,
    clusterId: string,
    action: 'quarantine' | 'release',
  ): Promise<IntegrityActionResult> {
    const now = this.clock.now();
    const { cluster, changed } = await this.orm.em.fork().transactional(async (em) => {
      const found = await this.integrity.findForUpdate(em, clusterId);
      if (!found) throw new DomainError('CLUSTER_NOT_FOUND', integrityMessages.clusterNotFound);
      const wanted = action === 'quarantine' ? 'quarantined' : 'released';
      if (found.status === wanted || (action === 'release' && found.status === 'open'))
        return { cluster: found, changed: false };
      await this.integrity.lock(em, found.week, found.cityId);
      const judged = (await this.judge(em, found.week, found.cityId)).judged.find(
        (j) => j.cluster.id === found.id,
      )!;
      const votes =
        action === 'quarantine'
          ? await this.integrity.hold(em, judged.cluster, false, now)
          : await this.integrity.release(em, found, now);
      if (action === 'quarantine' && votes > 0) countAuthEvent('vote_held', votes);
      this.logger.log(`${action} cluster ${found.id}: ${votes} vote(s), networks ${networksOf(judged)}`);
      this.audit(em, actorId, integrityAuditActions[action], judged, wanted, votes, now);
      this.versions.touch(em, { cities: [found.cityId] });
      return { cluster: found, changed: true };
    });
    const { judged } = await this.orm.em
      .fork()
      .transactional((tx) => this.judge(tx, cluster.week, cluster.cityId));
    const dto = labelled(judged.filter((j) => j.cluster.id === cluster.id).map((j) => j.dto))[0]!;
    const message = changed
      ? action === 'quarantine'
        ? integrityMessages.quarantined
        : integrityMessages.released
      : action === 'quarantine'
        ? integrityMessages.alreadyQuarantined
        : integrityMessages.alreadyReleased;
    return { message, cluster: dto };
  }

  /**
   * The week's clusters of a city, detected from its votes and reconciled with what moderators saw:
   * a cluster keeps its id (and status) while it overlaps the one stored; open clusters follow the votes,
   * judged ones keep every member they had. Takes the week and city's lock. `at`: the analysis's time.
   */
  private async judge(
    em: EntityManager,
    week: string,
    cityId: string,
  ): Promise<{ judged: Judged[]; at: Date }> {
    await this.integrity.lock(em, week, cityId);
    const now = this.clock.now();
    const voters = await this.integrity.voters(em, week, cityId);
    const stored = await this.integrity.stored(em, week, cityId);
    const matched = new Set<string>();
    const clusters: StoredCluster[] = [];
    for (const found of detectClusters(voters)) {
      const same = stored.find(
        (s) =>
          !matched.has(s.id) &&
          s.indicationId === found.indicationId &&
          s.members.some((m) => found.members.includes(m)),
      );
      if (!same) {
        const cluster: StoredCluster = {
          id: randomUUID(),
          week,
          cityId,
          indicationId: found.indicationId,
          status: 'open',
          members: found.members,
          heldAutomatically: false,
        };
        await this.integrity.insert(em, cluster, now);
        clusters.push(cluster);
        continue;
      }
      matched.add(same.id);
      const members =
        same.status === 'open' ? found.members : [...new Set([...same.members, ...found.members])].sort();
      if (members.join() !== same.members.join()) await this.integrity.setMembers(em, same.id, members, now);
      clusters.push({ ...same, members });
    }
    const gone = stored.filter((s) => !matched.has(s.id));
    await this.integrity.deleteOpen(
      em,
      gone.filter((s) => s.status === 'open').map((s) => s.id),
    );
    clusters.push(...gone.filter((s) => s.status !== 'open' && s.members.length > 0));
    const judged = clusters.map((cluster) => this.judged(cluster, voters));
    for (const { cluster, dto } of judged) await this.integrity.assess(em, cluster.id, dto.risk, dto.reasons);
    await this.integrity.markAnalysed(em, week, cityId, now);
    return { judged, at: now };
  }

  private judged(cluster: StoredCluster, voters: readonly VoterRow[]): Judged {
    const members = membersOf(cluster, voters);
    const { risk, reasons } = assessCluster(members, voters);
    return { cluster, dto: toClusterDto(cluster, members, risk, reasons) };
  }

  /** A cluster as its latest analysis judged it, with its members' votes as they are now. */
  private assessedDto(cluster: AssessedCluster, voters: readonly VoterRow[]): IntegrityCluster {
    return toClusterDto(cluster, membersOf(cluster, voters), cluster.risk, cluster.reasons);
  }

  private audit(
    em: EntityManager,
    actorId: string,
    action: string,
    { cluster, dto }: Judged,
    status: 'quarantined' | 'released',
    votes: number,
    now: Date,
  ): void {
    this.outbox.add(em, 'admin.action_performed', {
      action_id: randomUUID(),
      actor_id: actorId,
      action,
      target_type: INTEGRITY_AUDIT_TARGET,
      target_id: cluster.id,
      before: { status: cluster.status },
      after: {
        status,
        votes,
        indication_id: cluster.indicationId,
        indication_name: dto.indication_name,
        week: cluster.week,
        city_id: cluster.cityId,
        risk: dto.risk,
        accounts: dto.accounts.length,
      },
      at: now.toISOString(),
    });
  }
}
