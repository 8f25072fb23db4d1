import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '@encontro/testing';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { submitNomination, winnersKit } from './support/winners.js';

type Meta = {
  total: number;
  page: number;
  per_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
};
type AdminUserRow = {
  user_id: string;
  gender: string | null;
  last_voted_indication_id: string | null;
  last_confirmed_indication_id: string | null;
};

/**
 * Issue 13 item 7 with the real services: the admin's indications list pages with a total (no
 * silent stop), and the admin's users list carries SPEC §3 User's gender and the last voted and
 * confirmed indications, as identity-svc learns them from indication-svc's events. Issue 32: the
 * users list pages too (20 by default), searched and filtered by state on the server.
 */
describe('admin lists that do not stop silently', () => {
  let stack: Stack<'identity' | 'indication'>;
  let users: Record<string, SeededUser> = {};
  const nominated: string[] = [];

  const api = apiClient(() => stack.base);
  const as = (who: string) => users[who]!.token;
  const page = async (query: string) => {
    const answer = await api(`/api/admin/indications?${query}`, { token: as('admin') });
    expect(answer.status).toBe(200);
    return answer.body as { data: { indication_id: string }[]; meta: Meta };
  };
  const userRow = async (who: string) => {
    const list = await api(`/api/admin/users`, { token: as('admin') });
    return (list.body.data as AdminUserRow[]).find((u) => u.user_id === users[who]!.user_id)!;
  };

  beforeAll(async () => {
    ({ stack, users } = await startSeededWeek(
      'sys_lists',
      ['admin', 'ana', 'bruno', 'carla', 'diego', 'rafael'],
      {
        services: ['identity', 'indication'],
      },
    ));
  }, 180_000);

  afterAll(() => stack?.stop());

  it('pages the indications with page, per_page and a total, newest first, every one once', async () => {
    for (const [n, who] of ['ana', 'bruno', 'carla', 'diego', 'rafael'].entries())
      nominated.push(await submitNomination(stack.client, users[who]!.user_id, `Lugar ${n + 1}`, n + 1));
    const first = await page('per_page=2');
    expect(first.meta).toEqual({
      total: 5,
      total_exact: true,
      page: 1,
      per_page: 2,
      last_page: 3,
      from: 1,
      to: 2,
    });
    const second = await page('per_page=2&page=2');
    const third = await page('per_page=2&page=3');
    expect(third.meta).toEqual({
      total: 5,
      total_exact: true,
      page: 3,
      per_page: 2,
      last_page: 3,
      from: 5,
      to: 5,
    });
    expect([...first.data, ...second.data, ...third.data].map((i) => i.indication_id)).toEqual(
      [...nominated].reverse(),
    );
    expect(await page('per_page=2&page=4')).toEqual({
      data: [],
      meta: { total: 5, total_exact: true, page: 4, per_page: 2, last_page: 3, from: null, to: null },
    });
    // Without paging asked for: the first page of 20, with the total.
    expect((await page('')).meta).toEqual({
      total: 5,
      total_exact: true,
      page: 1,
      per_page: 20,
      last_page: 1,
      from: 1,
      to: 5,
    });
    // Filters page too.
    expect((await page('status=pending&search=Lugar&per_page=4')).meta).toMatchObject({
      total: 5,
      last_page: 2,
    });
    expect((await api('/api/admin/indications?per_page=101', { token: as('admin') })).status).toBe(422);
    expect((await api('/api/admin/indications?page=0', { token: as('admin') })).status).toBe(422);
  }, 60_000);

  it('pages the users 20 by default with the exact total, searched and filtered on the server, for admins only', async () => {
    type UserPage = { data: { user_id: string }[]; meta: Omit<Meta, 'from' | 'to'> };
    const list = async (query: string, token = as('admin')) => {
      const answer = await api(`/api/admin/users${query}`, { token });
      expect(answer.status).toBe(200);
      return answer.body as UserPage;
    };
    const ids = async (query: string) => (await list(query)).data.map((u) => u.user_id);
    const id = (who: string) => users[who]!.user_id;

    // DemoSeed's admin and five people; pages of two give each one once, in the same order.
    const all = await list('');
    expect(all.meta).toEqual({ total: 6, page: 1, per_page: 20, last_page: 1, total_exact: true });
    const everyone = all.data.map((u) => u.user_id);
    expect(new Set(everyone).size).toBe(6);
    const pages: string[] = [];
    for (const page of [1, 2, 3]) {
      const one = await list(`?per_page=2&page=${page}`);
      expect(one.meta).toEqual({ total: 6, page, per_page: 2, last_page: 3, total_exact: true });
      pages.push(...one.data.map((u) => u.user_id));
    }
    expect(pages).toEqual(everyone);

    expect(await ids(`?search=${encodeURIComponent('ana souza')}`)).toEqual([id('ana')]);
    expect(await ids('?search=COSTA')).toEqual([id('rafael')]);
    expect(await ids('?search=bruno%40example')).toEqual([id('bruno')]);
    expect(await list('?state=RJ')).toEqual({
      data: [expect.objectContaining({ user_id: id('rafael'), state: 'Rio de Janeiro' })],
      meta: { total: 1, page: 1, per_page: 20, last_page: 1, total_exact: true },
    });
    expect((await list(`?state=${encodeURIComponent('São Paulo')}&search=rafael`)).meta.total).toBe(0);

    expect((await api('/api/admin/users?per_page=101', { token: as('admin') })).status).toBe(422);
    expect((await api('/api/admin/users', { token: as('bruno') })).status).toBe(403);
    expect((await api('/api/admin/users')).status).toBe(401);
  }, 60_000);

  it("lists each user's gender and last voted and confirmed indications", async () => {
    expect(await userRow('bruno')).toMatchObject({
      gender: expect.stringMatching(/^[MFO]$/),
      last_voted_indication_id: null,
      last_confirmed_indication_id: null,
    });
    for (const id of nominated.slice(0, 4))
      expect(
        (await api(`/api/admin/indications/${id}/approve`, { method: 'PUT', token: as('admin') })).status,
      ).toBe(200);
    const venue = nominated[0]!;
    const kit = winnersKit({ api, stack, users: () => users });
    await kit.vote('bruno', venue);
    await waitFor(async () => (await userRow('bruno')).last_voted_indication_id === venue, 10_000);
    await kit.closeWeek('bruno', 1);
    expect((await api(`/api/forum/${venue}/confirm`, { method: 'POST', token: as('bruno') })).status).toBe(
      200,
    );
    await waitFor(async () => (await userRow('bruno')).last_confirmed_indication_id === venue, 10_000);
    expect(await userRow('bruno')).toMatchObject({
      last_voted_indication_id: venue,
      last_confirmed_indication_id: venue,
    });
    const all = (await api('/api/admin/users', { token: as('admin') })).body.data as Record<
      string,
      unknown
    >[];
    for (const row of all)
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining(['gender', 'last_voted_indication_id', 'last_confirmed_indication_id']),
      );
  }, 60_000);
});
