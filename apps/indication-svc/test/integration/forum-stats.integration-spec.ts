import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventPayload } from '@encontro/contracts';
import { waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { type IndicationTestApp, W48_MONDAY, createIndicationTestApp, newCity } from '../support/index.js';

/**
 * SPEC §3 Indication stats: posts and comments are forum-svc's, announced by forum.stats_changed
 * (absolute counts with a version); the admin list pages with a total instead of stopping.
 */
describe('indication stats from forum-svc and the admin list pages (indication-svc)', () => {
  let t: IndicationTestApp;
  let admin: AdminIndicationsService;

  const nominate = async (city = newCity()) => {
    const host = await t.person(city);
    const { indication } = await t.nominate(host);
    return indication!.indication_id;
  };
  const announce = (id: string, counts: Partial<EventPayload<'forum.stats_changed'>>) =>
    t.publish('forum.stats_changed', {
      indication_id: id,
      posts: 0,
      comments: 0,
      confirmed_participants: 1,
      version: 0,
      at: new Date().toISOString(),
      ...counts,
    });
  const statsOf = async (id: string) => (await admin.get(id)).indication.stats;
  const applied = async (id: string, version: number) =>
    waitFor(async () => {
      const [row] = await t.sql<{ version: string }>(
        `select version from ${t.table('forum_stats')} where indication_id = ?`,
        [id],
      );
      return row && Number(row.version) >= version;
    }, 10_000);

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_forum_stats');
    admin = t.get(AdminIndicationsService);
    t.clock.set(W48_MONDAY);
  }, 60_000);

  afterAll(() => t?.close());

  it('shows no posts or comments before forum-svc has said anything', async () => {
    expect(await statsOf(await nominate())).toEqual({ posts: 0, comments: 0, confirmed_participants: 0 });
  });

  it("keeps the highest version's counts, whatever order the announcements arrive in", async () => {
    const id = await nominate();
    await announce(id, { posts: 2, comments: 5, confirmed_participants: 3, version: 40 });
    await applied(id, 40);
    expect(await statsOf(id)).toEqual({ posts: 2, comments: 5, confirmed_participants: 3 });
    // A late, older announcement changes nothing; a newer one replaces the counts.
    await announce(id, { posts: 1, comments: 1, version: 12 });
    await announce(id, { posts: 1, comments: 4, confirmed_participants: 3, version: 41 });
    await applied(id, 41);
    expect(await statsOf(id)).toEqual({ posts: 1, comments: 4, confirmed_participants: 3 });
    const list = await admin.list({ search: undefined, page: 1, per_page: 100 });
    expect(list.data.find((i) => i.indication_id === id)?.stats).toEqual({
      posts: 1,
      comments: 4,
      confirmed_participants: 3,
    });
  });

  it('ignores counts of an indication it does not have, and forgets them with a removed indication', async () => {
    const unknown = randomUUID();
    const marker = await nominate();
    await announce(unknown, { posts: 9, version: 5 });
    await announce(marker, { posts: 1, version: 6 });
    await applied(marker, 6);
    expect(await t.sql(`select 1 from ${t.table('forum_stats')} where indication_id = ?`, [unknown])).toEqual(
      [],
    );

    await admin.remove(randomUUID(), marker);
    expect(await t.sql(`select 1 from ${t.table('forum_stats')} where indication_id = ?`, [marker])).toEqual(
      [],
    );
  });

  it('pages the admin list with a total, newest first, instead of stopping silently', async () => {
    const city = newCity();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await nominate(city));
    const newestFirst = [...ids].reverse();
    const page = (n: number) => admin.list({ search: city.city, page: n, per_page: 2 });
    expect(await page(1)).toMatchObject({
      data: newestFirst.slice(0, 2).map((indication_id) => ({ indication_id })),
      meta: { total: 5, page: 1, per_page: 2, last_page: 3, total_exact: true, from: 1, to: 2 },
    });
    expect(await page(3)).toMatchObject({
      data: newestFirst.slice(4).map((indication_id) => ({ indication_id })),
      meta: { total: 5, page: 3, per_page: 2, last_page: 3, total_exact: true, from: 5, to: 5 },
    });
    expect(await page(4)).toEqual({
      data: [],
      meta: { total: 5, page: 4, per_page: 2, last_page: 3, total_exact: true, from: null, to: null },
    });
  });
});
