import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { integrityLimits, integrityQuerySchema, weekOf } from '@encontro/contracts';
import { randomUUID } from 'node:crypto';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { IntegrityHandlers } from '../../src/integrity/integrity.handlers.js';
import { IntegrityService } from '../../src/integrity/integrity.service.js';
import { VotesHandlers } from '../../src/votes/votes.handlers.js';
import { type IndicationTestApp, W48_MONDAY, createIndicationTestApp, newCity } from '../support/index.js';

const MINUTE = 60_000;

/**
 * Issue 32: the Integridade tab's every-city view at a million people reads each city's latest analysis
 * (made in the background while the week votes) instead of analysing every city inside the request.
 */
describe('indication-svc: the vote analyses behind the every-city integrity view (real Postgres)', () => {
  let t: IndicationTestApp;
  let integrity: IntegrityService;
  let votes: VotesHandlers;
  let networkSeq = 0;

  /** An approved indication in a new city and `count` fresh people voting for it from one network. */
  const clusterIn = async (count: number) => {
    const city = newCity();
    const { indication } = await t.nominate(await t.person(city));
    const indicationId = indication!.indication_id;
    await t.get(AdminIndicationsService).approve(await t.person(city), indicationId);
    const network = `net${String((networkSeq += 1)).padStart(19, '0')}`;
    const voters: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const voter = await t.person(city);
      await votes.castVote({ user_id: voter, indication_id: indicationId, network });
      voters.push(voter);
    }
    return { cityId: city.city_id, city, indicationId, network, voters };
  };
  const everyCity = () =>
    integrity.list(integrityQuerySchema.parse({ per_page: String(integrityLimits.maxPerPage) }));
  const analysedAt = async (cityId: string) => {
    const [row] = await t.sql<{ analysed_at: string }>(
      `select analysed_at from ${t.table('integrity_analyses')} where week = ? and city_id = ?`,
      [weekOf(t.clock.now()).week, cityId],
    );
    return row ? new Date(row.analysed_at) : null;
  };
  const inCity = (list: Awaited<ReturnType<typeof everyCity>>, cityId: string) =>
    list.clusters.filter((c) => c.city_id === cityId);

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_integrity_analyses', { INTEGRITY_ANALYSIS_MS: '600000' });
    integrity = t.get(IntegrityService);
    votes = t.get(VotesHandlers);
    t.clock.set(new Date(W48_MONDAY.getTime() + 10 * 60 * MINUTE));
  }, 60_000);

  afterAll(() => t?.close());

  it('analyses a city never analysed when every city is asked for, then answers from that analysis', async () => {
    const { city, cityId, indicationId, network, voters } = await clusterIn(4);
    expect(await analysedAt(cityId)).toBeNull();

    const first = await everyCity();
    const [cluster] = inCity(first, cityId);
    expect(cluster).toMatchObject({ indication_id: indicationId, status: 'open', city_id: cityId });
    expect(cluster!.accounts.map((a) => a.user_id).sort()).toEqual([...voters].sort());
    expect(cluster!.reasons.map((r) => r.code)).toContain('shared_voting_network');
    expect(first.city_id).toBeNull();
    expect(first.cities_pending).toBe(0);
    const at = await analysedAt(cityId);
    expect(at).not.toBeNull();

    // A fifth voter joins: the every-city view keeps the analysis it has, the city's own view sees them.
    t.clock.set(new Date(t.clock.now().getTime() + MINUTE));
    const late = await t.person(city);
    await votes.castVote({ user_id: late, indication_id: indicationId, network });
    expect(inCity(await everyCity(), cityId)[0]!.accounts).toHaveLength(4);
    expect(await analysedAt(cityId)).toEqual(at);
  });

  it('shows what changed since the analysis that is not the analysis: a hold and the votes it took', async () => {
    const { cityId } = await clusterIn(4);
    const [cluster] = inCity(await everyCity(), cityId);

    await integrity.quarantine(randomUUID(), cluster!.cluster_id);

    const [held] = inCity(await everyCity(), cityId);
    expect(held).toMatchObject({ cluster_id: cluster!.cluster_id, status: 'quarantined' });
    expect(held!.votes.every((v) => !v.counted)).toBe(true);
  });

  it('analyses again in the background the cities whose votes changed, once their analysis is older than the age allowed', async () => {
    const { city, cityId, indicationId, network } = await clusterIn(3);
    await everyCity();
    const before = await analysedAt(cityId);

    // Nothing changed: left alone, however old the analysis (the other tests' cities may be due).
    t.clock.set(new Date(t.clock.now().getTime() + 11 * MINUTE));
    await integrity.refreshStale(10 * MINUTE);
    expect(await analysedAt(cityId)).toEqual(before);

    const extra = await t.person(city);
    await votes.castVote({ user_id: extra, indication_id: indicationId, network });
    // A vote since, on an analysis older than the age allowed: analysed again, the new member in.
    expect(await integrity.refreshStale(10 * MINUTE)).toBeGreaterThanOrEqual(1);
    const after = await analysedAt(cityId);
    expect(after!.getTime()).toBeGreaterThan(before!.getTime());
    expect(inCity(await everyCity(), cityId)[0]!.accounts).toHaveLength(4);
    // Everything due was analysed: the next pass has nothing to do.
    expect(await integrity.refreshStale(10 * MINUTE)).toBe(0);

    // A vote on an analysis younger than the age allowed: it waits.
    t.clock.set(new Date(t.clock.now().getTime() + MINUTE));
    await votes.castVote({ user_id: await t.person(city), indication_id: indicationId, network });
    expect(await integrity.refreshStale(10 * MINUTE)).toBe(0);
    expect(await analysedAt(cityId)).toEqual(after);
  });

  it('stops a background pass when the service stops', async () => {
    await clusterIn(3);
    t.clock.set(new Date(t.clock.now().getTime() + 11 * MINUTE));
    expect(await integrity.refreshStale(10 * MINUTE, () => false)).toBe(0);
    t.clock.set(new Date(W48_MONDAY.getTime() + 10 * 60 * MINUTE));
  });

  it('answers a page of the clusters at a time, in the list order, with the cities of all of them', async () => {
    await clusterIn(3);
    await clusterIn(5);
    const all = await everyCity();
    expect(all.clusters.length).toBeGreaterThanOrEqual(2);
    const page = (n: number) =>
      integrity.list(integrityQuerySchema.parse({ per_page: '1', page: String(n) }));

    const first = await page(1);
    expect(first.clusters.map((c) => c.cluster_id)).toEqual([all.clusters[0]!.cluster_id]);
    expect(first.meta).toMatchObject({ total: all.clusters.length, page: 1, per_page: 1, from: 1, to: 1 });
    expect((await page(2)).clusters.map((c) => c.cluster_id)).toEqual([all.clusters[1]!.cluster_id]);
    expect(first.cities.map((c) => c.city_id).sort()).toEqual(
      [...new Set(all.clusters.map((c) => c.city_id))].sort(),
    );
    expect((await page(all.clusters.length + 1)).clusters).toEqual([]);
  });

  it('carries at most accountsPerCard accounts and their votes a cluster, with its whole size, and holds every vote', async () => {
    const { accountsPerCard, maxPerPage } = integrityLimits;
    const size = accountsPerCard + 3;
    const { cityId, voters } = await clusterIn(size);
    // Through the handler: the answer is checked against its contract too.
    const list = (query: Record<string, string>) =>
      t.get(IntegrityHandlers).adminIntegrity({ query: { per_page: String(maxPerPage), ...query } } as never);
    const carried = (cluster: { accounts: { user_id: string }[]; votes: { user_id: string }[] }) => {
      expect(cluster.accounts).toHaveLength(accountsPerCard);
      expect(cluster.votes.map((v) => v.user_id)).toEqual(cluster.accounts.map((a) => a.user_id));
      expect(voters).toEqual(expect.arrayContaining(cluster.accounts.map((a) => a.user_id)));
    };

    const [listed] = inCity(await list({}), cityId);
    expect(listed!.accounts_total).toBe(size);
    carried(listed!);
    const [own] = (await list({ city_id: cityId })).clusters;
    expect(own).toMatchObject({ cluster_id: listed!.cluster_id, accounts_total: size });
    carried(own!);

    const held = await integrity.quarantine(randomUUID(), listed!.cluster_id);
    expect(held.cluster.accounts_total).toBe(size);
    carried(held.cluster);
    const [audit] = (await t.outbox('admin.action_performed')).filter(
      (a) => a.target_id === listed!.cluster_id,
    );
    expect(audit!.after).toMatchObject({ votes: size, accounts: size });
  }, 60_000);

  it('refuses more clusters a page than integrityLimits.maxPerPage, in pt-BR, naming the field', async () => {
    const { maxPerPage } = integrityLimits;
    const list = (per_page: string) =>
      t.get(IntegrityHandlers).adminIntegrity({ query: { per_page } } as never);

    await expect(list(String(maxPerPage + 1))).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      message: `Itens por página deve ser entre 1 e ${maxPerPage}`,
      errors: { per_page: [`Itens por página deve ser entre 1 e ${maxPerPage}`] },
    });
    expect((await list(String(maxPerPage))).meta.per_page).toBe(maxPerPage);
  });
});
