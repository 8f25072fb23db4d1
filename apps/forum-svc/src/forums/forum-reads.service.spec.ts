import { describe, expect, it, jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { forumMessages as m, weekInstant } from '@encontro/contracts';
import { AdjustableClock } from '@encontro/server-clock';
import type { PeopleRepository } from '../people/people.repository.js';
import { ForumAccess } from './forum-access.service.js';
import type { ForumPageBody, ForumPagesRepository, ForumStamp, Read } from './forum-pages.repository.js';
import { ForumReads } from './forum-reads.service.js';
import type { ForumsRepository } from './forums.repository.js';

const WEEK = '2026-W48';
const FORUM = '6f1c2a52-3f0e-4e39-9d2c-1b1d8e3e0a01';
const HOST = '0b8e3c1e-8a3f-4e4e-9f57-4b0e6f0f0001';
const ANA = '0b8e3c1e-8a3f-4e4e-9f57-4b0e6f0f0002';
const BRUNO = '0b8e3c1e-8a3f-4e4e-9f57-4b0e6f0f0003';

function setup() {
  const clock = new AdjustableClock();
  clock.set(weekInstant(WEEK, 5, 12));
  let version = '1:0';
  let viewerCity: string | null = '3550308';
  let n = 0;
  const stamp = (): ForumStamp => ({
    forum: { id: FORUM, week: WEEK, city_id: '3550308', host_id: HOST },
    viewer_city_id: viewerCity,
    version,
  });
  const body = (): ForumPageBody =>
    ({
      winner: { indication_id: FORUM, host_id: HOST },
      posts: [{ id: `post-${++n}` }],
      stats: { total_posts: 1, total_comments: 0, active_participants: 2 },
      confirmed_users: [
        { user_id: HOST, confirmed_at: null, is_host: true },
        { user_id: ANA, confirmed_at: '2026-11-27T15:00:00.000Z', is_host: false },
      ],
    }) as unknown as ForumPageBody;
  const pages = {
    stamp: jest.fn(async () => stamp()),
    page: jest.fn(async (): Promise<Read<ForumPageBody | null>> => ({ ...stamp(), body: body(), size: 100 })),
  };
  const orm = { em: { fork: () => ({}) } } as unknown as MikroORM;
  const access = new ForumAccess({} as ForumsRepository, {} as PeopleRepository, clock);
  const reads = new ForumReads(orm, access, pages as unknown as ForumPagesRepository);
  return {
    reads,
    pages,
    clock,
    change: () => (version = `${Number(version.split(':')[0]) + 1}:0`),
    rename: () => (version = `${version.split(':')[0]}:1`),
    moveViewer: (city: string | null) => (viewerCity = city),
  };
}

describe(ForumReads.name, () => {
  it('reads the page once, then answers from memory while its version holds', async () => {
    const s = setup();
    const first = await s.reads.page(BRUNO, FORUM);
    for (let i = 0; i < 3; i += 1) expect(await s.reads.page(BRUNO, FORUM)).toEqual(first);
    expect(s.pages.page).toHaveBeenCalledTimes(1);
    expect(s.pages.stamp).toHaveBeenCalledTimes(3);
  });

  it('reads the page again after a change of the forum or of the people it shows', async () => {
    const s = setup();
    await s.reads.page(BRUNO, FORUM);
    s.change();
    expect((await s.reads.page(BRUNO, FORUM)).posts[0]!.id).toBe('post-2');
    s.rename();
    expect((await s.reads.page(BRUNO, FORUM)).posts[0]!.id).toBe('post-3');
    expect(s.pages.page).toHaveBeenCalledTimes(3);
  });

  it('answers each reader their own confirmation and role from the same page', async () => {
    const s = setup();
    expect(await s.reads.page(ANA, FORUM)).toMatchObject({ user_confirmed: true, is_host: false });
    expect(await s.reads.page(BRUNO, FORUM)).toMatchObject({ user_confirmed: false, is_host: false });
    expect(await s.reads.page(HOST, FORUM)).toMatchObject({ user_confirmed: false, is_host: true });
    expect(s.pages.page).toHaveBeenCalledTimes(1);
  });

  it('refuses a cached page as it refuses a fresh one: unknown reader, another city, outside Friday–Sunday', async () => {
    const s = setup();
    await s.reads.page(BRUNO, FORUM);
    s.moveViewer(null);
    await expect(s.reads.page(BRUNO, FORUM)).rejects.toMatchObject({ message: m.profileNotReady });
    s.moveViewer('3304557');
    await expect(s.reads.page(BRUNO, FORUM)).rejects.toMatchObject({ message: m.otherCity });
    s.moveViewer('3550308');
    s.clock.set(weekInstant(WEEK, 4, 23));
    await expect(s.reads.page(BRUNO, FORUM)).rejects.toMatchObject({ message: m.forumClosed });
  });

  it('answers an id that is not a forum id as not found, without a query', async () => {
    const s = setup();
    await expect(s.reads.page(BRUNO, 'not-a-uuid')).rejects.toMatchObject({ message: m.forumNotFound });
    expect(s.pages.stamp).not.toHaveBeenCalled();
  });
});
