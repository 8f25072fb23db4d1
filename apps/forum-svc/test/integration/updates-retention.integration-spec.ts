import { beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { ForumPagesRepository } from '../../src/forums/forum-pages.repository.js';
import { LiveHandlers } from '../../src/live/live.handlers.js';
import { PushRelay } from '../../src/live/push-relay.service.js';
import { UpdatesPruner } from '../../src/live/updates.pruner.js';
import { forumSuite } from '../support/suite.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('forum-svc retention: the real-time update log stays bounded', () => {
  const t = forumSuite('forum_retention', { FORUM_UPDATES_RETENTION_DAYS: '7' });
  let pruner: UpdatesPruner;

  beforeAll(async () => {
    // Rows written unpushed here must stay so: no relay marks them.
    await t.get(PushRelay).stop();
    pruner = t.get(UpdatesPruner);
    // The suite makes every pass itself: none of the worker's may take its rows first.
    await pruner.stop();
    t.setDay(5);
  });

  const now = () => t.clock.now().getTime();
  /** An update of `forumId` made `daysAgo` days ago, pushed then unless told otherwise. */
  const update = async (forumId: string, daysAgo: number, pushed = true): Promise<string> => {
    const at = new Date(now() - daysAgo * DAY_MS);
    const [row] = await t.sql<{ id: string }>(
      `insert into ${t.table('updates')} (forum_id, type, data, created_at, pushed_at)
       values (?, 'stats_updated', '{}'::jsonb, ?, ?) returning id`,
      [forumId, at, pushed ? at : null],
    );
    return String(row!.id);
  };
  const remaining = async (forumId: string) =>
    (
      await t.sql<{ id: string }>(`select id from ${t.table('updates')} where forum_id = ? order by id`, [
        forumId,
      ])
    ).map((row) => String(row.id));

  it('deletes pushed updates past the retention and keeps recent ones, unpushed ones and each forum’s latest', async () => {
    const busy = randomUUID();
    const quiet = randomUUID();
    await update(busy, 30);
    await update(busy, 8);
    const unpushed = await update(busy, 8, false);
    const recent = await update(busy, 6);
    const lastOfQuiet = await update(quiet, 40);

    expect(await pruner.prune()).toBe(2);

    expect(await remaining(busy)).toEqual([unpushed, recent]);
    expect(await remaining(quiet)).toEqual([lastOfQuiet]);
  });

  it('prunes side by side with another replica: each row goes once, and the latest stays', async () => {
    const forum = randomUUID();
    for (const daysAgo of [12, 11, 10, 9]) await update(forum, daysAgo);
    const latest = await update(forum, 8);

    const [a, b] = await Promise.all([pruner.prune(), pruner.prune()]);

    expect(a + b).toBe(4);
    expect(await remaining(forum)).toEqual([latest]);
  });

  it('leaves a forum’s page version and its live cursor as they were', async () => {
    const { f, member: ana } = await t.forumWithMember();
    await t.post(f.host.user_id, f.id, 'Primeiro');
    await t.post(f.host.user_id, f.id, 'Segundo');
    await t.sql(`update ${t.table('updates')} set created_at = ?, pushed_at = ? where forum_id = ?`, [
      new Date(now() - 10 * DAY_MS),
      new Date(now() - 10 * DAY_MS),
      f.id,
    ]);
    const pages = t.get(ForumPagesRepository);
    const stamp = () => pages.stamp(t.get(MikroORM).em.fork(), f.id, ana.user_id);
    const before = await stamp();
    const live = t.get(LiveHandlers);
    const cursor = (await live.updates({ user_id: ana.user_id, forum_id: f.id })).last_update;
    const [pruned] = await remaining(f.id);

    await pruner.prune();

    expect(await remaining(f.id)).toEqual([cursor]);
    expect((await stamp()).version).toBe(before.version);
    expect(await live.updates({ user_id: ana.user_id, forum_id: f.id })).toEqual({
      updates: [],
      last_update: cursor,
    });
    // A client holding a pruned cursor simply gets what follows it.
    await t.post(f.host.user_id, f.id, 'Terceiro');
    const resumed = await live.updates({ user_id: ana.user_id, forum_id: f.id, last_update: pruned });
    expect(resumed.updates.map((u) => u.type)).toEqual(['stats_updated', 'new_post', 'stats_updated']);
  });
});
