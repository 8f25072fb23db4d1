import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { forumMessages, forumRemovedSchema, forumRemovedSubject, weekInstant } from '@encontro/contracts';
import { providersOf, testEnv, waitFor } from '@encontro/testing';
import { type NatsConnection, connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { AdminForumHandlers } from '../../src/admin/admin-forum.handlers.js';
import { ForumsHandlers } from '../../src/forums/forums.handlers.js';
import { LiveHandlers } from '../../src/live/live.handlers.js';
import { MemoriesHandlers } from '../../src/memories/memories.handlers.js';
import { PhotoPurgesHandlers } from '../../src/photo-purges/photo-purges.module.js';
import { PostsHandlers } from '../../src/posts/posts.handlers.js';
import { FORUM_WEEK, type ForumFixture, type ForumPerson, newCity } from '../support/forum-test-app.js';
import { failure, forumSuite } from '../support/suite.js';

/**
 * A forum lives as long as its winner (indication.removed closes it everywhere), and its counts
 * travel to indication-svc as forum.stats_changed with a growing version.
 */
describe('forum-svc: a removed winner takes its forum; counts announced to other services', () => {
  const t = forumSuite('forum_removal');
  let nc: NatsConnection;
  const h = providersOf(t, {
    forums: ForumsHandlers,
    posts: PostsHandlers,
    live: LiveHandlers,
    memories: MemoriesHandlers,
    admin: AdminForumHandlers,
    purges: PhotoPurgesHandlers,
  });

  beforeAll(async () => {
    nc = await connect({ servers: testEnv.natsUrl });
  });

  afterAll(async () => {
    await nc?.close();
  });

  /** A forum with a post by its host, a comment by a participant who came and her memory photo (Saturday). */
  const scene = async (): Promise<{ f: ForumFixture; ana: ForumPerson; memory: string }> => {
    const { f, member: ana } = await t.forumWithMember();
    await t.checkIn(f, ana);
    t.setDay(6);
    const { post } = await t.post(f.host.user_id, f.id, 'Oi');
    await t.comment(ana.user_id, post.id, 'Vou!');
    const memory = `storage/memories/${ana.user_id}/${randomUUID()}.webp`;
    await h.memories.addMemory({
      user_id: ana.user_id,
      forum_id: f.id,
      photo_key: memory,
      description: 'Foi ótimo',
    });
    await h.live.connect({ user_id: ana.user_id, forum_id: f.id, connection_id: 'c-ana' });
    return { f, ana, memory };
  };
  const rowsOf = (table: string, f: ForumFixture) => t.count(table, 'forum_id = ?', [f.id]);

  it('deletes the forum with everything it keeps, answers 404 everywhere and queues the memory photos', async () => {
    const { f, ana, memory } = await scene();
    const announced: string[] = [];
    const sub = nc.subscribe(forumRemovedSubject(t.config.PUSH_SUBJECT_PREFIX), {
      callback: (_e, msg) => {
        announced.push(forumRemovedSchema.parse(msg.json()).forum_id);
      },
    });
    await nc.flush();

    await t.removeWinner(f);
    await t.forumGone(f);
    for (const table of [
      'posts',
      'comments',
      'memories',
      'participants',
      'checkins',
      'updates',
      'connections',
    ])
      expect({ table, rows: await rowsOf(table, f) }).toEqual({ table, rows: 0 });

    const notFound = { reason: 'FORUM_NOT_FOUND', message: forumMessages.forumNotFound };
    const who = { user_id: ana.user_id, forum_id: f.id };
    expect(await failure(h.forums.get(who))).toMatchObject(notFound);
    expect(await failure(h.forums.access(who))).toMatchObject(notFound);
    expect(await failure(h.live.updates({ ...who, connection_id: 'c-ana' }))).toMatchObject(notFound);
    expect(await failure(h.live.connect({ ...who, connection_id: 'c2' }))).toMatchObject(notFound);
    expect(await failure(h.admin.adminGetForum({ forum_id: f.id }))).toMatchObject(notFound);
    expect((await h.admin.adminListForums({ query: { search: f.place.city, page: 1 } })).data).toEqual([]);
    expect((await h.memories.lastEncounter({ user_id: ana.user_id })).encounter).toBeNull();

    await waitFor(() => announced.includes(f.id), 5000);
    sub.unsubscribe();
    const claimed = await h.purges.claim({ limit: 100 });
    expect(claimed.paths).toContain(memory);
    await h.purges.confirm({ paths: claimed.paths, released: [] });
    expect(await t.sql(`select 1 from ${t.table('photo_purges')} where path = ?`, [memory])).toEqual([]);
  });

  it('never opens a removed winner again, even when week.closed comes late or again', async () => {
    const place = newCity();
    const host = await t.person(place);
    const id = randomUUID();
    await t.removeWinner({ id, week: FORUM_WEEK, place, host });
    await waitFor(
      async () =>
        (await t.sql(`select 1 from ${t.table('forum_removals')} where forum_id = ?`, [id])).length > 0,
    );
    const marker = await t.forum({ place, position: 2 });
    await t.publish('week.closed', {
      week: FORUM_WEEK,
      city_id: place.city_id,
      city: place.city,
      state: place.state,
      closed_at: weekInstant(FORUM_WEEK, 5).toISOString(),
      winners: [
        {
          indication_id: id,
          position: 1,
          vote_count: 3,
          host_id: host.user_id,
          host_name: 'Pessoa Teste',
          name: 'Bar removido',
          address: 'Rua A, 1',
          event_day: 'Sábado',
          event_time: 'Noite - Horário a combinar',
          photos: [],
        },
      ],
    });
    // Events are applied in order: once a later one is in, the late week.closed has been seen.
    const later = await t.person(place);
    await t.attend(marker, later);
    expect(await t.sql(`select 1 from ${t.table('forums')} where id = ?`, [id])).toEqual([]);
  });

  it('announces every change of the counts with a growing version, from 0 when the forum opens', async () => {
    const { f, member: ana } = await t.forumWithMember();
    t.setDay(5);
    const { post } = await t.post(f.host.user_id, f.id, 'Oi');
    const { comment } = await t.comment(ana.user_id, post.id, 'Eu');
    await h.posts.deleteComment({ user_id: ana.user_id, comment_id: comment.id });
    await h.admin.adminDeletePost({ actor_id: randomUUID(), post_id: post.id });

    const announced = (await t.outbox('forum.stats_changed')).filter((e) => e.indication_id === f.id);
    expect(
      announced.map(({ posts, comments, confirmed_participants }) => [
        posts,
        comments,
        confirmed_participants,
      ]),
    ).toEqual([
      [0, 0, 0],
      [0, 0, 1],
      [1, 0, 1],
      [1, 1, 1],
      [1, 0, 1],
      [0, 0, 1],
    ]);
    expect(announced[0]!.version).toBe(0);
    const versions = announced.map((e) => e.version);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
  });
});
