import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationRpc } from '@encontro/contracts';
import { schemaQueries, waitFor } from '@encontro/testing';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { MONDAY, SATURDAY, winnersKit } from './support/winners.js';

type Venue = {
  indication_id: string;
  vote_count: number;
  host_name: string;
  stats: { posts: number; comments: number; confirmed_participants: number };
};
type Winner = {
  indication_id: string;
  host_id: string;
  host_name: string;
  host_confirmed: boolean;
  confirmed_participants: number;
  calendar_url: string | null;
};

/**
 * Issue 14: the gateway answers the signed-in Home list and the winners from memory, and every
 * change that alters them shows on the very next read — no stale answer, no TTL to wait for.
 * Each case warms the viewer's answer (two reads: the second is stamped), makes one change through
 * the real services, then reads once through the gateway and once from indication-svc directly
 * (no cache): they must be equal, and show the change. Changes that travel by event (a rename, a
 * forum post, an erasure) are awaited at indication-svc first, then read once through the gateway.
 */
describe('the gateway’s answer cache is exact', () => {
  let stack: Stack<'identity' | 'indication' | 'forum'>;
  let users: Record<string, SeededUser> = {};
  let kit: ReturnType<typeof winnersKit>;
  let anaVenue = '';
  let diegoVenue = '';

  const api = apiClient(() => stack.base);
  const as = (who: string) => users[who]!.token;
  const id = (who: string) => users[who]!.user_id;

  const listCalls = async () => {
    const text = await (await fetch(`${stack.metricsBase}/metrics`)).text();
    const line = text
      .split('\n')
      .find(
        (l) =>
          l.startsWith('encontro_nats_request_duration_seconds_count') &&
          l.includes(`subject="${indicationRpc.list.subject}"`),
      );
    return Number(line?.split(' ').pop() ?? 0);
  };

  /** What indication-svc answers right now, past the gateway and its cache. */
  const direct = {
    list: (who: string) => stack.client.call(indicationRpc.list, { viewer_id: id(who), city: undefined }),
    winners: (who: string) =>
      stack.client.call(indicationRpc.winners, {
        viewer_id: id(who),
        city: '3550308',
      }),
  };
  const viaGateway = {
    list: async (who: string) => {
      const answer = await api('/api/indications', { token: as(who) });
      expect(answer.status).toBe(200);
      return answer.body;
    },
    winners: async (who: string) => {
      const answer = await api('/api/winners/3550308', { token: as(who) });
      expect(answer.status).toBe(200);
      return answer.body;
    },
  };
  type Read = keyof typeof viaGateway;

  const warm = async (read: Read, who: string) => {
    await viaGateway[read](who);
    await viaGateway[read](who);
  };
  /** The next read through the gateway equals indication-svc's own answer, and is returned. */
  const nextRead = async (read: Read, who: string) => {
    const cached = await viaGateway[read](who);
    expect(cached).toEqual(await direct[read](who));
    return cached;
  };
  const venueIn = (answer: Record<string, unknown>, venueId: string) =>
    (answer.indications as Venue[]).find((v) => v.indication_id === venueId);
  const winnerIn = (answer: Record<string, unknown>, venueId: string) =>
    (answer.winners as Winner[]).find((w) => w.indication_id === venueId);
  const ok = async (answer: Promise<{ status: number; body: unknown }>, expected = 200) => {
    const { status, body } = await answer;
    expect({ status, body }).toMatchObject({ status: expected });
  };

  beforeAll(async () => {
    ({ stack, users } = await startSeededWeek(
      'sys_cache',
      ['admin', 'ana', 'bruno', 'carla', 'diego', 'rafael'],
      {
        services: ['identity', 'indication', 'forum'],
        livePush: true,
      },
    ));
    kit = winnersKit({ api, stack, users: () => users });
  }, 180_000);

  afterAll(() => stack?.stop());

  it('answers a repeated read without asking indication-svc', async () => {
    await warm('list', 'bruno');
    const before = await listCalls();
    for (let i = 0; i < 5; i += 1) await viaGateway.list('bruno');
    expect(await listCalls()).toBe(before);
  }, 30_000);

  it('shows an approval, a vote, its removal and a nomination on the next read', async () => {
    await warm('list', 'bruno');
    anaVenue = await kit.nominate('ana', 'Bar da Ana');
    expect(venueIn(await nextRead('list', 'bruno'), anaVenue)).toMatchObject({ vote_count: 0 });

    await warm('list', 'bruno');
    await kit.vote('carla', anaVenue);
    expect(venueIn(await nextRead('list', 'bruno'), anaVenue)).toMatchObject({ vote_count: 1 });

    await warm('list', 'bruno');
    await ok(api(`/api/indications/${anaVenue}/vote`, { method: 'DELETE', token: as('carla') }));
    expect(venueIn(await nextRead('list', 'bruno'), anaVenue)).toMatchObject({ vote_count: 0 });

    // The nominator's own answer: after nominating, "Indicar Local" gives the reason.
    await warm('list', 'diego');
    expect((await viaGateway.list('diego')).nomination).toEqual({ allowed: true, reason: null });
    diegoVenue = await kit.nominate('diego', 'Café do Diego', 2);
    expect((await nextRead('list', 'diego')).nomination).toMatchObject({ allowed: false });
    await kit.vote('carla', anaVenue);
    await kit.vote('bruno', diegoVenue);
  }, 60_000);

  it('shows a rename of a host on the next read once indication-svc has it', async () => {
    await warm('list', 'bruno');
    const me = (await api('/api/me', { token: as('ana') })).body.user as Record<string, unknown>;
    await ok(
      api('/api/profile', {
        method: 'PUT',
        token: as('ana'),
        body: {
          name: 'Ana Maria',
          surname: me.surname,
          state: me.state,
          city: me.city,
          city_id: me.city_id,
          gender: me.gender,
        },
      }),
    );
    await waitFor(
      async () => venueIn(await direct.list('bruno'), anaVenue)!.host_name.startsWith('Ana Maria'),
      15_000,
    );
    expect(venueIn(await nextRead('list', 'bruno'), anaVenue)!.host_name).toMatch(/^Ana Maria/);
  }, 30_000);

  it('shows the week closing: voting closed, the winners out', async () => {
    await warm('list', 'bruno');
    expect((await viaGateway.list('bruno')).voting_open).toBe(true);
    await warm('winners', 'bruno');
    expect((await viaGateway.winners('bruno')).winners).toEqual([]);
    // Rio has no nominations: only the time changes there.
    await warm('list', 'rafael');
    expect((await viaGateway.list('rafael')).voting_open).toBe(true);
    await kit.closeWeek('bruno', 2);
    // The forums open and announce their counts (nobody confirmed yet) by event: let them arrive first.
    const { sql, table } = schemaQueries(stack.indication.db);
    await waitFor(async () => {
      const announced = await sql(
        `select 1 from ${table('forum_stats')} where indication_id = any(string_to_array(?, ',')::uuid[])`,
        [`${anaVenue},${diegoVenue}`],
      );
      return announced.length === 2;
    }, 15_000);
    expect(venueIn(await direct.list('bruno'), anaVenue)!.stats.confirmed_participants).toBe(0);
    expect((await nextRead('list', 'bruno')).voting_open).toBe(false);
    expect((await nextRead('list', 'rafael')).voting_open).toBe(false);
    expect(winnerIn(await nextRead('winners', 'bruno'), anaVenue)).toMatchObject({
      host_id: id('ana'),
      host_confirmed: false,
      confirmed_participants: 0,
    });
  }, 60_000);

  it('serves the winners with a strong ETag and 304 until they change', async () => {
    const first = await api('/api/winners/3550308', { token: as('bruno') });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await api('/api/winners/3550308', {
      token: as('bruno'),
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    // Someone's "Eu Vou!" changes the count: the same tag now gets the new winners.
    await ok(api(`/api/forum/${anaVenue}/confirm`, { method: 'POST', token: as('carla') }));
    const changed = await api('/api/winners/3550308', {
      token: as('bruno'),
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(winnerIn(changed.body, anaVenue)).toMatchObject({ confirmed_participants: 1 });
    expect(changed.body).toEqual(await direct.winners('bruno'));
  }, 30_000);

  it('shows one’s own presence, a host’s confirmation and a forum post on the next read', async () => {
    await warm('winners', 'bruno');
    await ok(api(`/api/forum/${anaVenue}/confirm`, { method: 'POST', token: as('bruno') }));
    const mine = winnerIn(await nextRead('winners', 'bruno'), anaVenue)!;
    expect(mine.calendar_url).toMatch(/calendar\.ics\?token=/);
    expect(mine.confirmed_participants).toBe(2);

    await warm('winners', 'bruno');
    await ok(api(`/api/forum/${diegoVenue}/confirm`, { method: 'POST', token: as('diego') }));
    expect(winnerIn(await nextRead('winners', 'bruno'), diegoVenue)).toMatchObject({
      host_confirmed: true,
    });

    await warm('list', 'bruno');
    await ok(
      api(`/api/forum/${anaVenue}/posts`, { token: as('ana'), body: { content: 'Mesa às 19h' } }),
      201,
    );
    await waitFor(async () => venueIn(await direct.list('bruno'), anaVenue)!.stats.posts === 1, 15_000);
    expect(venueIn(await nextRead('list', 'bruno'), anaVenue)!.stats).toMatchObject({ posts: 1 });
  }, 60_000);

  it('shows a hand-over and an admin’s removal on the next read', async () => {
    // Ana never confirmed: from Saturday the earliest confirmed attendee (Carla) hosts.
    await warm('winners', 'bruno');
    stack.setClocks(SATURDAY);
    await waitFor(
      async () => winnerIn(await direct.winners('bruno'), anaVenue)!.host_id === id('carla'),
      15_000,
    );
    expect(winnerIn(await nextRead('winners', 'bruno'), anaVenue)).toMatchObject({ host_id: id('carla') });

    await warm('winners', 'bruno');
    // What admin-svc asks when an admin deletes reported content ("Excluir Conteúdo").
    await stack.client.call(indicationRpc.adminRemove, { actor_id: id('admin'), indication_id: diegoVenue });
    expect(winnerIn(await nextRead('winners', 'bruno'), diegoVenue)).toBeUndefined();
  }, 60_000);

  it('shows the next week on Monday 00:00, when only the time changed', async () => {
    await warm('list', 'carla');
    expect(await viaGateway.list('carla')).toMatchObject({ voting_open: false, week: '2026-W48' });
    stack.setClocks(new Date(MONDAY.getTime() + 7 * 24 * 3600 * 1000));
    expect(await nextRead('list', 'carla')).toMatchObject({
      voting_open: true,
      week: '2026-W49',
      indications: [],
    });
  }, 30_000);

  it('shows an erased account’s vote leaving the count on the next read', async () => {
    const venue = await kit.nominate('bruno', 'Padaria do Bruno', 3);
    await kit.vote('diego', venue);
    await warm('list', 'carla');
    expect(venueIn(await viaGateway.list('carla'), venue)).toMatchObject({ vote_count: 1 });
    await ok(api('/api/profile', { method: 'DELETE', token: as('diego'), body: { password: 'Senha123' } }));
    await waitFor(async () => venueIn(await direct.list('carla'), venue)!.vote_count === 0, 15_000);
    expect(venueIn(await nextRead('list', 'carla'), venue)).toMatchObject({ vote_count: 0 });
  }, 60_000);
});
