import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type IntegrityCluster, indicationRpc, weekInstant } from '@encontro/contracts';
import { waitFor } from '@encontro/testing';
import { linkIn, registration } from '@encontro/identity-svc/test-support';
import { nomination, photoKey } from '@encontro/indication-svc/test-support';
import { execFileSync } from 'node:child_process';
import { type Stack, signInKnownEverywhere, startStack } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';

const SAO_PAULO = '3550308';
const RIO = '3304557';
const W47 = '2026-W47';
const W48 = '2026-W48';

type Person = { user_id: string; token: string; from: string; email: string };

/**
 * Issue 27's week on the dev clock, through the gateway (X-Forwarded-For from the trusted loopback),
 * identity-, indication-, admin- and notification-svc: a real venue with three votes from three networks,
 * a rival's eight accounts made within an hour on one /24, and a Rio campus of regulars on one network.
 */
describe('vote integrity: clusters, review and the automatic hold, through the gateway', () => {
  let stack: Stack<'identity' | 'indication' | 'admin' | 'notification'>;
  let seeded: Record<string, SeededUser>;
  const api = apiClient(() => stack.base);
  /** Every client address this suite used: none may be stored anywhere. */
  const addresses = new Set<string>();
  let realVenue = '';
  let rivalVenue = '';
  let campusVenue = '';
  const rivals: Person[] = [];
  const regulars: Person[] = [];
  const realVoters: Person[] = [];

  const at = (week: string, day: 1 | 2 | 3 | 4 | 5, hour: number, minute = 0) => {
    const instant = weekInstant(week, day, hour, minute);
    stack.setClocks(instant);
    return instant;
  };

  /** Registers from `from` (as a proxy says), verifies the e-mail, signs in from there and waits until every service knows them. */
  async function person(from: string, city: 'sp' | 'rio' = 'sp'): Promise<Person> {
    addresses.add(from);
    const body = registration(
      city === 'rio' ? { state: 'RJ', city: 'Rio de Janeiro', city_id: RIO, first_name: 'Carioca' } : {},
    );
    const registered = await api('/api/register', { body, from });
    expect(registered.status).toBe(201);
    const link = linkIn(await stack.identity.mailbox.waitFor(body.email), '/validar-cadastro');
    const verified = await api('/api/auth/verify-email', {
      from,
      body: { token: link.searchParams.get('token'), email: link.searchParams.get('email') },
    });
    expect(verified.status).toBe(200);
    const login = await api('/api/login', { body: { email: body.email, password: body.password }, from });
    expect(login.status).toBe(200);
    const user = login.body.user as { user_id: string };
    await waitFor(() => stack.heardOf(user.user_id), 20_000);
    return { user_id: user.user_id, token: String(login.body.token), from, email: body.email };
  }

  const nominate = async (host: string, fields: Record<string, string>, n = 1) => {
    const answer = await stack.client.call(indicationRpc.submit, {
      user_id: seeded[host]!.user_id,
      body: nomination(fields),
      photo_keys: [photoKey(seeded[host]!.user_id, n)],
    });
    const id = answer.indication!.indication_id;
    const approved = await api(`/api/admin/indications/${id}/approve`, { method: 'PUT', token: admin() });
    expect(approved.status).toBe(200);
    return id;
  };
  const vote = async (who: Person, indicationId: string, from = who.from) => {
    addresses.add(from);
    const answer = await api(`/api/indications/${indicationId}/vote`, {
      method: 'POST',
      token: who.token,
      from,
    });
    expect(answer.status).toBe(200);
  };
  const admin = () => seeded.admin!.token;
  const integrity = async (query: string): Promise<IntegrityCluster[]> => {
    const answer = await api(`/api/admin/integrity?${query}`, { token: admin() });
    expect(answer.status).toBe(200);
    return answer.body.clusters as IntegrityCluster[];
  };
  const listed = async (token: string, city?: string) =>
    (await api(`/api/indications${city ? `?city=${city}` : ''}`, { token })).body as {
      indications: { indication_id: string; vote_count: number; votes_under_review: number }[];
      my_vote_under_review: boolean;
    };
  const venue = async (token: string, id: string) =>
    (await listed(token)).indications.find((i) => i.indication_id === id)!;

  beforeAll(async () => {
    stack = await startStack('sys_integrity', {
      services: ['identity', 'indication', 'admin', 'notification'],
      seed: true,
      clock: weekInstant('2026-W40', 1, 9),
      gateway: { requestTimeoutMs: 10_000, extraEnv: { TRUST_PROXY: 'loopback' } },
    });
    seeded = await signInKnownEverywhere(api, stack, ['admin', 'ana', 'bruno', 'rafael']);
  }, 120_000);

  afterAll(() => stack?.stop());

  it('W47: Rio regulars, made weeks apart at home, vote on their own schedule (their history)', async () => {
    // Made in W40, three hours apart, each from home; they vote in W47 an hour apart, from home.
    for (let i = 0; i < 8; i += 1) {
      stack.setClocks(new Date(weekInstant('2026-W40', 1, 9).getTime() + i * 3 * 3_600_000));
      regulars.push(await person(`100.64.${40 + i}.10`, 'rio'));
    }
    at(W47, 1, 9);
    const earlier = await nominate('rafael', { name: 'Quiosque do Rafa', address: 'Avenida Atlântica, 300' });
    for (const [i, regular] of regulars.entries()) {
      at(W47, 2, 9 + i);
      await vote(regular, earlier);
    }
    at(W47, 5, 1);
    await waitFor(
      async () => (await api(`/api/winners/${RIO}`, { token: seeded.rafael!.token })).body.winners,
      15_000,
    );
    expect(await integrity(`city_id=${RIO}&week=${W47}`)).toEqual([]);
  }, 120_000);

  it('W48: lists the rival’s eight accounts as a high cluster with reasons, not the real venue nor the campus', async () => {
    at(W48, 1, 10);
    realVenue = await nominate('ana', { name: 'Bar Real', address: 'Rua Augusta, 1500' });
    rivalVenue = await nominate('bruno', { name: 'Boteco do Concorrente', address: 'Avenida Paulista, 900' });
    campusVenue = await nominate(
      'rafael',
      { name: 'Quiosque do Rafa', address: 'Avenida Atlântica, 300' },
      2,
    );

    // Three honest voters, three networks (one of them IPv6).
    for (const from of ['198.51.100.23', '100.70.4.9', '2001:db8:4:7::1'])
      realVoters.push(await person(from));
    // The rival's eight accounts, made one after the other from one /24.
    for (let i = 0; i < 8; i += 1) rivals.push(await person(`203.0.113.${100 + i}`));

    for (const voter of realVoters) await vote(voter, realVenue);
    for (const rival of rivals) await vote(rival, rivalVenue);
    // The regulars vote from the campus network, within minutes (a university's NAT).
    for (const [i, regular] of regulars.entries()) await vote(regular, campusVenue, `100.66.7.${i + 1}`);

    const sp = await integrity(`city_id=${SAO_PAULO}`);
    expect(sp).toHaveLength(1);
    const [rival] = sp;
    expect(rival).toMatchObject({
      indication_id: rivalVenue,
      indication_name: 'Boteco do Concorrente',
      risk: 'high',
      status: 'open',
      week: W48,
    });
    expect(rival!.accounts.map((a) => a.user_id).sort()).toEqual(rivals.map((r) => r.user_id).sort());
    expect(new Set(rival!.accounts.map((a) => a.network))).toEqual(new Set(['Rede A']));
    expect(rival!.accounts[0]!.email_masked).toMatch(/^[a-z0-9]\*\*\*@example\.com$/);
    expect(rival!.votes.every((v) => v.counted)).toBe(true);
    expect(rival!.reasons.map((r) => r.code)).toEqual(
      expect.arrayContaining(['registration_burst', 'shared_voting_network', 'no_history']),
    );
    expect(rival!.reasons.find((r) => r.code === 'registration_burst')!.text).toMatch(
      /^8 contas criadas em \d+ minutos? na mesma rede$/,
    );

    // NAT: eight accounts with earlier weeks' votes voting from one network are not high (and not held later).
    const rio = await integrity(`city_id=${RIO}`);
    expect(rio).toHaveLength(1);
    expect(rio[0]).toMatchObject({ indication_id: campusVenue, status: 'open' });
    expect(rio[0]!.risk).not.toBe('high');
    expect(rio[0]!.reasons.map((r) => r.code)).toContain('with_history');

    // Without a city: every city of the week, high first.
    expect((await integrity('')).map((c) => c.risk)).toEqual(['high', rio[0]!.risk]);
  }, 180_000);

  it('gives another person 403 on every integrity route', async () => {
    const [cluster] = await integrity(`city_id=${SAO_PAULO}`);
    const ana = seeded.ana!.token;
    for (const [path, method] of [
      [`/api/admin/integrity?city_id=${SAO_PAULO}`, 'GET'],
      [`/api/admin/integrity/clusters/${cluster!.cluster_id}/quarantine`, 'POST'],
      [`/api/admin/integrity/clusters/${cluster!.cluster_id}/release`, 'POST'],
    ] as const) {
      expect((await api(path, { method, token: ana })).status).toBe(403);
      expect((await api(path, { method })).status).toBe(401);
    }
    expect((await venue(ana, rivalVenue)).vote_count).toBe(8);
  });

  it('Thursday 23:00 holds the high cluster by itself and tells the admins; Friday 00:00 ranks the real venue first', async () => {
    at(W48, 4, 23, 1);
    await waitFor(async () => (await integrity(`city_id=${SAO_PAULO}`))[0]?.status === 'quarantined', 15_000);
    expect(await venue(seeded.ana!.token, rivalVenue)).toMatchObject({
      vote_count: 0,
      votes_under_review: 8,
    });
    expect((await listed(rivals[0]!.token)).my_vote_under_review).toBe(true);
    expect((await listed(realVoters[0]!.token)).my_vote_under_review).toBe(false);
    // Counted where Prometheus scrapes it (the suite's services share one process and its registry).
    const metrics = await (await fetch(`${stack.metricsBase}/metrics`)).text();
    const held = /^encontro_auth_events_total\{[^}]*event="vote_held"[^}]*\} (\d+)$/m.exec(metrics);
    expect(Number(held?.[1])).toBeGreaterThanOrEqual(8);
    // Not the campus: it stays open and counted.
    expect((await integrity(`city_id=${RIO}`))[0]).toMatchObject({ status: 'open' });
    expect(await venue(regulars[0]!.token, campusVenue)).toMatchObject({
      vote_count: 8,
      votes_under_review: 0,
    });

    await waitFor(async () => {
      const inbox = await api('/api/notifications', { token: admin() });
      const items = (inbox.body.notifications ?? inbox.body.data ?? []) as { type: string }[];
      return items.some((n) => n.type === 'integrity.review');
    }, 15_000);

    at(W48, 5, 0, 1);
    await waitFor(async () => {
      const winners = (await api(`/api/winners/${SAO_PAULO}`, { token: seeded.ana!.token })).body.winners as
        { indication_id: string }[] | undefined;
      return (winners?.length ?? 0) > 0;
    }, 15_000);
    const winners = (await api(`/api/winners/${SAO_PAULO}`, { token: seeded.ana!.token })).body.winners as {
      indication_id: string;
      winner_position: number;
      vote_count: number;
    }[];
    expect(winners.map((w) => [w.indication_id, w.vote_count])).toEqual([[realVenue, 3]]);
  }, 60_000);

  it('release restores the eight votes and quarantine takes them away again, audited, without changing a winner', async () => {
    const [cluster] = await integrity(`city_id=${SAO_PAULO}&week=${W48}`);
    const released = await api(`/api/admin/integrity/clusters/${cluster!.cluster_id}/release`, {
      method: 'POST',
      token: admin(),
    });
    expect(released.status).toBe(200);
    expect(released.body.cluster).toMatchObject({ status: 'released' });
    expect(await venue(seeded.ana!.token, rivalVenue)).toMatchObject({
      vote_count: 8,
      votes_under_review: 0,
    });

    const quarantined = await api(`/api/admin/integrity/clusters/${cluster!.cluster_id}/quarantine`, {
      method: 'POST',
      token: admin(),
    });
    expect(quarantined.status).toBe(200);
    expect((quarantined.body.cluster as IntegrityCluster).votes.every((v) => !v.counted)).toBe(true);
    expect(await venue(seeded.ana!.token, rivalVenue)).toMatchObject({
      vote_count: 0,
      votes_under_review: 8,
    });

    const winners = (await api(`/api/winners/${SAO_PAULO}`, { token: seeded.ana!.token })).body.winners as {
      indication_id: string;
    }[];
    expect(winners.map((w) => w.indication_id)).toEqual([realVenue]);

    await waitFor(async () => {
      const audit = await api('/api/admin/audit?per_page=100', { token: admin() });
      const actions = ((audit.body.data ?? []) as { action: string; target_id: string }[])
        .filter((e) => e.target_id === cluster!.cluster_id)
        .map((e) => e.action)
        .sort();
      return actions.join() === ['integrity.auto_hold', 'integrity.quarantine', 'integrity.release'].join();
    }, 15_000);

    const unknown = await api('/api/admin/integrity/clusters/00000000-0000-4000-8000-000000000000/release', {
      method: 'POST',
      token: admin(),
    });
    expect(unknown.status).toBe(404);
    const bad = await api('/api/admin/integrity?week=semana&city_id=x', { token: admin() });
    expect(bad.status).toBe(422);
  }, 60_000);

  it('stores none of the client addresses it saw: a dump of every schema holds none of them', () => {
    const schemas = [stack.identity, stack.indication, stack.admin, stack.notification].map(
      (r) => r.db.schema,
    );
    const url = new URL(stack.indication.db.url);
    url.search = '';
    const dump = execFileSync('pg_dump', [
      '--dbname',
      url.toString(),
      '--data-only',
      ...schemas.flatMap((s) => ['--schema', s]),
    ]).toString();
    expect(dump).toContain(rivals[0]!.user_id);
    expect(addresses.size).toBeGreaterThan(25);
    const found = [...addresses].filter((address) => dump.includes(address));
    expect(found).toEqual([]);
    // Nor the /24s or /48 they belong to.
    expect(dump).not.toContain('203.0.113.');
    expect(dump).not.toContain('2001:db8:4');
  });
});
