import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type ForumUpdate,
  forumPushSubject,
  forumUpdateSchema,
  forumUpdatesResultSchema,
} from '@encontro/contracts';
import { testEnv, waitFor } from '@encontro/testing';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { LiveHandlers } from '../../src/live/live.handlers.js';
import { newCity } from '../support/forum-test-app.js';
import { failure, forumSuite } from '../support/suite.js';

describe('forum-svc real time: the polling contract (each update once per connection) and the push', () => {
  const t = forumSuite('forum_live', { FORUM_CONNECTION_TTL_MS: '120000' });
  let live: LiveHandlers;
  let nc: NatsConnection;

  beforeAll(async () => {
    live = t.get(LiveHandlers);
    nc = await connect({ servers: testEnv.natsUrl });
    t.setDay(5);
  });

  afterAll(async () => {
    await nc?.close();
  });

  /** A forum with its host and one confirmed participant. */
  const scene = async () => {
    const { f, member: ana } = await t.forumWithMember();
    return { f, host: f.host, ana };
  };
  const poll = async (userId: string, forumId: string, connectionId?: string, lastUpdate?: string) =>
    forumUpdatesResultSchema.parse(
      await live.updates({
        user_id: userId,
        forum_id: forumId,
        ...(connectionId ? { connection_id: connectionId } : {}),
        ...(lastUpdate ? { last_update: lastUpdate } : {}),
      }),
    );

  it('returns each update once per connection, in order, typed as the shared contract says', async () => {
    const { f, host, ana } = await scene();
    const conn = randomUUID();
    const opened = await live.connect({ user_id: ana.user_id, forum_id: f.id, connection_id: conn });
    expect(opened).toEqual({ success: true, last_update: expect.stringMatching(/^\d+$/) });
    expect(await poll(ana.user_id, f.id, conn, opened.last_update)).toEqual({
      updates: [],
      last_update: opened.last_update,
    });

    const { post } = await t.post(host.user_id, f.id, 'Oi!');
    const { comment } = await t.comment(ana.user_id, post.id, 'Olá!');

    // The client sends an old cursor (it lost its state): still nothing twice.
    const first = await poll(ana.user_id, f.id, conn, '0');
    expect(first.updates.map((u) => u.type)).toEqual([
      'new_post',
      'stats_updated',
      'new_comment',
      'stats_updated',
    ]);
    for (const u of first.updates) expect(forumUpdateSchema.parse(u)).toEqual(u);
    const ids = first.updates.map((u) => BigInt(u.id));
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
    expect(first.last_update).toBe(first.updates.at(-1)!.id);
    expect(first.updates[0]).toMatchObject({
      forum_id: f.id,
      data: { id: post.id, content: 'Oi!', comments: [] },
    });
    expect(first.updates[1]!.data).toEqual({ total_posts: 1, total_comments: 0, active_participants: 1 });
    expect(first.updates[2]!.data).toEqual(comment);
    expect(first.updates[3]!.data).toEqual({ total_posts: 1, total_comments: 1, active_participants: 1 });

    expect((await poll(ana.user_id, f.id, conn, '0')).updates).toEqual([]);
    expect((await poll(ana.user_id, f.id, conn, opened.last_update)).updates).toEqual([]);
  });

  it('keeps connections apart: each gets every update once, and concurrent polls of one never share one', async () => {
    const { f, host, ana } = await scene();
    const a = randomUUID();
    const b = randomUUID();
    await live.connect({ user_id: ana.user_id, forum_id: f.id, connection_id: a });
    await live.connect({ user_id: host.user_id, forum_id: f.id, connection_id: b });
    for (let i = 0; i < 3; i += 1) await t.post(host.user_id, f.id, `Aviso ${i}`);
    const concurrent = await Promise.all([1, 2, 3, 4].map(() => poll(ana.user_id, f.id, a)));
    const delivered = concurrent.flatMap((r) => r.updates.map((u) => u.id));
    expect(delivered).toHaveLength(6);
    expect(new Set(delivered).size).toBe(6);
    expect((await poll(host.user_id, f.id, b)).updates).toHaveLength(6);
    expect((await poll(host.user_id, f.id, b)).updates).toHaveLength(0);
  });

  it('skips what the client already saw through the push stream, and replays after a cursor without a connection', async () => {
    const { f, host, ana } = await scene();
    const conn = randomUUID();
    await live.connect({ user_id: ana.user_id, forum_id: f.id, connection_id: conn });
    const before = (await poll(ana.user_id, f.id)).last_update;
    await t.post(host.user_id, f.id, 'Um');
    const seen = (await poll(ana.user_id, f.id, undefined, before)).updates;
    expect(seen.map((u) => u.type)).toEqual(['new_post', 'stats_updated']);
    await t.post(host.user_id, f.id, 'Dois');
    const rest = await poll(ana.user_id, f.id, conn, seen[1]!.id);
    expect(rest.updates.map((u) => (u.type === 'new_post' ? u.data.content : u.type))).toEqual([
      'Dois',
      'stats_updated',
    ]);
    // Without a connection and a cursor there is nothing to replay; the answer says where the forum is.
    expect(await poll(ana.user_id, f.id)).toEqual({ updates: [], last_update: rest.last_update });
  });

  it('forgets a connection not polled for the TTL, and a poll with it resumes from the client cursor', async () => {
    const { f, host, ana } = await scene();
    const conn = randomUUID();
    const opened = await live.connect({ user_id: ana.user_id, forum_id: f.id, connection_id: conn });
    await t.post(host.user_id, f.id, 'Antes');
    const connections = () => t.count('connections', 'connection_id = ?', [conn]);
    // Three minutes later someone else connects: stale connections are purged.
    t.clock.set(new Date(t.clock.now().getTime() + 3 * 60_000));
    await live.connect({ user_id: host.user_id, forum_id: f.id, connection_id: randomUUID() });
    expect(await connections()).toBe(0);
    const resumed = await poll(ana.user_id, f.id, conn, opened.last_update);
    expect(resumed.updates.map((u) => u.type)).toEqual(['new_post', 'stats_updated']);
    expect(await connections()).toBe(1);
    expect((await poll(ana.user_id, f.id, conn, opened.last_update)).updates).toEqual([]);
    t.setDay(5);
  });

  it('disconnects, refuses another user’s connection id, and applies the read rule to every call', async () => {
    const { f, host, ana } = await scene();
    const conn = randomUUID();
    await live.connect({ user_id: ana.user_id, forum_id: f.id, connection_id: conn });
    expect((await failure(poll(host.user_id, f.id, conn))).reason).toBe('CONNECTION_INVALID');
    expect(await live.disconnect({ user_id: ana.user_id, forum_id: f.id, connection_id: conn })).toEqual({
      success: true,
    });
    const [row] = await t.sql(`select 1 from ${t.table('connections')} where connection_id = ?`, [conn]);
    expect(row).toBeUndefined();
    const stranger = await t.person(newCity());
    expect(
      (await failure(live.connect({ user_id: stranger.user_id, forum_id: f.id, connection_id: conn })))
        .reason,
    ).toBe('FORUM_OTHER_CITY');
    expect((await failure(poll(stranger.user_id, f.id, conn))).reason).toBe('FORUM_OTHER_CITY');
    expect(
      (await failure(live.connect({ user_id: ana.user_id, forum_id: randomUUID(), connection_id: conn })))
        .reason,
    ).toBe('FORUM_NOT_FOUND');
    t.setDay(3);
    expect(
      (await failure(live.connect({ user_id: ana.user_id, forum_id: f.id, connection_id: conn }))).message,
    ).toBe('O fórum está disponível apenas de sexta a domingo.');
    t.setDay(5);
  });

  it('pushes every committed update on core NATS <prefix>.forum.<id>, presences included', async () => {
    const { f, host } = await scene();
    const received: ForumUpdate[] = [];
    // Only what follows: the presence of the scene may still be on its way.
    const before = BigInt((await poll(host.user_id, f.id)).last_update);
    const sub = nc.subscribe(forumPushSubject(t.config.PUSH_SUBJECT_PREFIX, f.id), {
      callback: (_e, msg) => {
        const update = forumUpdateSchema.parse(msg.json());
        if (BigInt(update.id) > before) received.push(update);
      },
    });
    await nc.flush();
    const started = Date.now();
    const { post } = await t.post(host.user_id, f.id, 'Ao vivo');
    await waitFor(() => received.length >= 2, 3000, 10);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(received.map((u) => u.type)).toEqual(['new_post', 'stats_updated']);
    expect(received[0]).toMatchObject({ forum_id: f.id, data: { id: post.id } });

    const bruno = await t.person(f.place);
    await t.attend(f, bruno);
    await waitFor(() => received.length >= 3, 3000, 20);
    expect(received[2]).toMatchObject({ type: 'stats_updated', data: { active_participants: 2 } });
    sub.unsubscribe();
    // Each update is marked pushed once its publish went out, just after the subscriber may see it.
    const unpushed = () => t.count('updates', 'forum_id = ? and pushed_at is null', [f.id]);
    await waitFor(async () => (await unpushed()) === 0, 3000, 20);
    expect(await unpushed()).toBe(0);
  });
});
