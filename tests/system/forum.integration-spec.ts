import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ForumUpdate, forumMessages as m } from '@encontro/contracts';
import { randomUUID } from 'node:crypto';
import {
  FORUM_WEEK,
  type ForumFixtures,
  type ForumPerson,
  RIO,
  forumFixtures,
} from '@encontro/forum-svc/test-support';
import { forumScene } from './support/forum-scene.js';
import { multipartForm } from './support/multipart-form.js';
import { solidPng } from './support/solid-png.js';
import { type Stack, startStack } from './support/stack.js';
import {
  type ApiAnswer,
  type ObjectStorageUnderTest,
  apiClient,
  startObjectStorage,
  testJwt,
} from './support/system-harness.js';
import { FRIDAY } from './support/winners.js';

/**
 * The forum through the public API: gateway → NATS → forum-svc → Postgres, memory photos in S3,
 * people, winners and presences arriving as events, the clock moved as the dev clock would.
 */
describe('the forum through the gateway: SPEC §6 rules, the polling contract, last encounter, admin', () => {
  const { publicKeyPem, token } = testJwt();
  let storage: ObjectStorageUnderTest;
  let stack: Stack<'forum'>;
  let fx: ForumFixtures;

  const adminId = randomUUID();
  const adminToken = token(adminId, { admin: true });
  const api = apiClient(() => stack.base);
  const as = (who: ForumPerson) => token(who.user_id);
  /** A forum of a city of its own, with its host, a confirmed participant and someone unconfirmed. */
  const scene = () => forumScene(fx);

  beforeAll(async () => {
    storage = await startObjectStorage('sys-forum-s3-', 'system-forum');
    stack = await startStack('sys_forum', {
      services: ['forum'],
      publicKey: publicKeyPem,
      clock: FRIDAY,
      gateway: { requestTimeoutMs: 5000, storage },
    });
    fx = forumFixtures(stack.forum, stack.providersOf('forum-svc'));
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await storage?.stop();
  });

  it('applies SPEC §6 to every forum route: signed in for the forum, admins only for the admin area', async () => {
    const id = randomUUID();
    const userRoutes: [string, string, unknown?][] = [
      ['GET', `/api/forum/${id}`],
      ['GET', `/api/forum/posts/${id}/comments`],
      ['POST', `/api/forum/${id}/posts`, { content: 'oi' }],
      ['POST', `/api/forum/posts/${id}/comments`, { content: 'oi' }],
      ['POST', `/api/forum/${id}/connect`, { connection_id: 'c1' }],
      ['POST', `/api/forum/${id}/disconnect`, { connection_id: 'c1' }],
      ['GET', `/api/forum/${id}/updates?connection_id=c1`],
      ['GET', '/api/last-encounter'],
      ['POST', '/api/last-encounter/memories', {}],
    ];
    const adminRoutes: [string, string, unknown?][] = [
      ['GET', '/api/admin/forums'],
      ['GET', `/api/admin/forums/${id}`],
      ['GET', '/api/admin/posts'],
      ['PUT', `/api/admin/posts/${id}`, { content: 'x' }],
      ['DELETE', `/api/admin/posts/${id}`],
      ['GET', `/api/admin/posts/${id}/comments`],
      ['GET', '/api/admin/comments'],
      ['PUT', `/api/admin/comments/${id}`, { content: 'x' }],
      ['DELETE', `/api/admin/comments/${id}`],
    ];
    const statuses = async (routes: [string, string, unknown?][], bearer?: string) =>
      Promise.all(
        routes.map(
          async ([method, path, body]) =>
            (await api(path, { method, body, ...(bearer ? { token: bearer } : {}) })).status,
        ),
      );
    expect(new Set(await statuses([...userRoutes, ...adminRoutes]))).toEqual(new Set([401]));
    const someone = await fx.person();
    expect(new Set(await statuses(adminRoutes, as(someone)))).toEqual(new Set([403]));
    expect((await api('/api/admin/forums', { token: adminToken })).status).toBe(200);
    expect(await api(`/api/forum/${id}`, { token: as(someone) })).toEqual({
      status: 404,
      body: { message: m.forumNotFound },
    });
    expect((await api('/api/forum/not-a-uuid', { token: as(someone) })).status).toBe(404);
  });

  it('lets only the host post (a non-host gets 403) and only confirmed non-hosts comment (the host and the unconfirmed get 403)', async () => {
    const { f, host, ana, bruno } = await scene();
    expect(await api(`/api/forum/${f.id}/posts`, { token: as(ana), body: { content: 'Posso?' } })).toEqual({
      status: 403,
      body: { message: m.hostOnlyPosts },
    });
    const created = await api(`/api/forum/${f.id}/posts`, {
      token: as(host),
      body: { content: 'Bem-vindos!' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { message: m.postCreated, post: { content: 'Bem-vindos!' } },
    });
    const postId = (created.body.post as { id: string }).id;

    expect(
      await api(`/api/forum/posts/${postId}/comments`, { token: as(host), body: { content: 'Eu' } }),
    ).toEqual({
      status: 403,
      body: { message: m.hostCannotComment },
    });
    expect(
      await api(`/api/forum/posts/${postId}/comments`, { token: as(bruno), body: { content: 'Eu' } }),
    ).toEqual({
      status: 403,
      body: { message: m.confirmToComment },
    });
    expect(
      await api(`/api/forum/posts/${postId}/comments`, { token: as(ana), body: { content: '   ' } }),
    ).toEqual({
      status: 422,
      body: { message: 'O conteúdo é obrigatório', errors: { content: ['O conteúdo é obrigatório'] } },
    });
    expect(
      await api(`/api/forum/posts/${postId}/comments`, {
        token: as(ana),
        body: { content: 'x'.repeat(501) },
      }),
    ).toMatchObject({ status: 422, body: { message: 'O conteúdo deve ter no máximo 500 caracteres' } });
    expect(
      await api(`/api/forum/posts/${postId}/comments`, { token: as(ana), body: { content: 'Eu vou!' } }),
    ).toMatchObject({ status: 201, body: { comment: { post_id: postId, content: 'Eu vou!' } } });

    const page = await api(`/api/forum/${f.id}`, { token: as(bruno) });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      user_confirmed: false,
      // The host never confirmed: the host, not a confirmed participant (issue 28).
      stats: { total_posts: 1, total_comments: 1, active_participants: 1 },
      confirmed_users: [{ user_id: ana.user_id, is_host: false }],
      posts: [{ id: postId, comments_count: 1 }],
    });
    expect((await api(`/api/forum/posts/${postId}/comments`, { token: as(bruno) })).body).toEqual({
      comments: [expect.objectContaining({ content: 'Eu vou!' })],
    });
  });

  it('refuses the forum to a person of another city (403), on every forum route', async () => {
    const { f, host } = await scene();
    const { body } = await api(`/api/forum/${f.id}/posts`, { token: as(host), body: { content: 'Oi' } });
    const postId = (body.post as { id: string }).id;
    const carioca = as(await fx.person(RIO));
    const forbidden = { status: 403, body: { message: m.otherCity } };
    expect(await api(`/api/forum/${f.id}`, { token: carioca })).toEqual(forbidden);
    expect(await api(`/api/forum/posts/${postId}/comments`, { token: carioca })).toEqual(forbidden);
    expect(await api(`/api/forum/${f.id}/connect`, { token: carioca, body: { connection_id: 'x' } })).toEqual(
      forbidden,
    );
    expect(await api(`/api/forum/${f.id}/updates?connection_id=x`, { token: carioca })).toEqual(forbidden);
  });

  it('makes nothing readable or writable Monday to Thursday', async () => {
    const { f, host, ana } = await scene();
    const { body } = await api(`/api/forum/${f.id}/posts`, { token: as(host), body: { content: 'Sexta!' } });
    const postId = (body.post as { id: string }).id;
    const closed = { status: 403, body: { message: m.forumClosed } };
    try {
      for (const [day, week] of [
        [1, '2026-W49'],
        [2, '2026-W49'],
        [3, '2026-W49'],
        [4, '2026-W49'],
        [4, FORUM_WEEK],
      ] as const) {
        fx.setDay(day, week);
        expect(await api(`/api/forum/${f.id}/posts`, { token: as(host), body: { content: 'Oi' } })).toEqual(
          closed,
        );
        expect(
          await api(`/api/forum/posts/${postId}/comments`, { token: as(ana), body: { content: 'Oi' } }),
        ).toEqual(closed);
        expect(await api(`/api/forum/${f.id}`, { token: as(ana) })).toEqual(closed);
      }
      fx.setDay(7, FORUM_WEEK, 23);
      expect((await api(`/api/forum/${f.id}`, { token: as(ana) })).status).toBe(200);
    } finally {
      fx.setDay(5);
    }
  });

  it('keeps the polling contract: connect, each update once per connection, disconnect', async () => {
    const { f, host, ana } = await scene();
    const conn = randomUUID();
    expect(
      await api(`/api/forum/${f.id}/connect`, {
        token: as(ana),
        body: { connection_id: conn, user_id: host.user_id },
      }),
    ).toEqual({ status: 403, body: { message: m.userMismatch } });
    const opened = await api(`/api/forum/${f.id}/connect`, {
      token: as(ana),
      body: { connection_id: conn, user_id: ana.user_id },
    });
    expect(opened).toEqual({
      status: 200,
      body: { success: true, last_update: expect.stringMatching(/^\d+$/) },
    });
    const other = randomUUID();
    await api(`/api/forum/${f.id}/connect`, { token: as(host), body: { connection_id: other } });

    const created = await api(`/api/forum/${f.id}/posts`, { token: as(host), body: { content: 'Novidade' } });
    const postId = (created.body.post as { id: string }).id;
    await api(`/api/forum/posts/${postId}/comments`, { token: as(ana), body: { content: 'Legal' } });

    const poll = async (who: ForumPerson, connection: string, last = '0') =>
      (
        await api(`/api/forum/${f.id}/updates?connection_id=${connection}&last_update=${last}`, {
          token: as(who),
        })
      ).body as { updates: ForumUpdate[]; last_update: string };
    const first = await poll(ana, conn, String(opened.body.last_update));
    expect(first.updates.map((u) => u.type)).toEqual([
      'new_post',
      'stats_updated',
      'new_comment',
      'stats_updated',
    ]);
    expect(first.updates[0]).toMatchObject({ forum_id: f.id, data: { id: postId, content: 'Novidade' } });
    expect(first.last_update).toBe(first.updates.at(-1)!.id);
    expect(await poll(ana, conn, String(opened.body.last_update))).toEqual({
      updates: [],
      last_update: first.last_update,
    });
    expect(await poll(ana, conn, first.last_update)).toEqual({ updates: [], last_update: first.last_update });
    // The other connection gets them too, once.
    expect((await poll(host, other)).updates.map((u) => u.id)).toEqual(first.updates.map((u) => u.id));
    expect((await poll(host, other)).updates).toEqual([]);
    expect(
      await api(`/api/forum/${f.id}/disconnect`, { token: as(ana), body: { connection_id: conn } }),
    ).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await api(`/api/forum/${f.id}/updates`, { token: as(ana) })).status).toBe(422);
  });

  it('takes the ISO-8601 time of the last update as last_update: the updates after it, each once per connection', async () => {
    const { f, host, ana } = await scene();
    const poll = async (connection: string, last: string, who = ana) =>
      api(`/api/forum/${f.id}/updates?connection_id=${connection}&last_update=${last}`, { token: as(who) });
    const contents = (answer: ApiAnswer) =>
      (answer.body.updates as ForumUpdate[]).map((u) =>
        u.type === 'new_post' || u.type === 'new_comment' ? u.data.content : u.type,
      );
    const conn = randomUUID();
    try {
      await api(`/api/forum/${f.id}/connect`, { token: as(ana), body: { connection_id: conn } });
      await api(`/api/forum/${f.id}/posts`, { token: as(host), body: { content: 'Primeiro aviso' } });
      const first = await poll(conn, '0');
      expect(contents(first)).toEqual(['Primeiro aviso', 'stats_updated']);
      const seenAt = (first.body.updates as ForumUpdate[]).at(-1)!.created_at;

      fx.setDay(5, FORUM_WEEK, 13);
      const created = await api(`/api/forum/${f.id}/posts`, {
        token: as(host),
        body: { content: 'Segundo aviso' },
      });
      const postId = (created.body.post as { id: string }).id;
      await api(`/api/forum/posts/${postId}/comments`, { token: as(ana), body: { content: 'Combinado' } });

      // A client that kept only the time of its last update gets what came after it, once.
      const after = await poll(conn, encodeURIComponent(seenAt));
      expect(after.status).toBe(200);
      expect(contents(after)).toEqual(['Segundo aviso', 'stats_updated', 'Combinado', 'stats_updated']);
      expect(after.body.last_update).toBe((after.body.updates as ForumUpdate[]).at(-1)!.id);
      expect((await poll(conn, encodeURIComponent(seenAt))).body).toEqual({
        updates: [],
        last_update: after.body.last_update,
      });

      // Another connection, with the same instant in São Paulo's offset (its '+' or '-' as typed).
      const local = new Date(Date.parse(seenAt) - 3 * 3600_000).toISOString().replace('Z', '-03:00');
      const other = randomUUID();
      expect(contents(await poll(other, local, host))).toEqual([
        'Segundo aviso',
        'stats_updated',
        'Combinado',
        'stats_updated',
      ]);
      expect(contents(await poll(other, local, host))).toEqual([]);
      // An instant before the forum's first update: everything (Ana's presence first), once.
      expect(contents(await poll(randomUUID(), '2000-01-01T00:00:00Z'))).toEqual([
        'stats_updated',
        'Primeiro aviso',
        'stats_updated',
        'Segundo aviso',
        'stats_updated',
        'Combinado',
        'stats_updated',
      ]);
      // Neither an update id nor an instant.
      for (const bad of ['ontem', '2026-11-27', '2026-11-27T12:00:00'])
        expect(await poll(randomUUID(), bad)).toEqual({
          status: 422,
          body: expect.objectContaining({ message: m.connectionInvalid }),
        });
    } finally {
      fx.setDay(5);
    }
  });

  it('shows the last encounter and takes a memory photo from a participant who came, re-encoded into S3', async () => {
    const { f, host, ana, bruno } = await scene();
    await api(`/api/forum/${f.id}/posts`, { token: as(host), body: { content: 'Até sábado' } });
    const png = await solidPng(64, 64, '#2980b9');
    const memory = (description: string, data: Buffer = png) =>
      multipartForm({ description }, [{ field: 'photo', name: 'foto.png', data }]);
    try {
      // Saturday night: the meetup has begun (its check-in opened at 17:00).
      fx.setDay(6, FORUM_WEEK, 20);
      const recap = await api('/api/last-encounter', { token: as(ana) });
      expect(recap).toMatchObject({
        status: 200,
        body: {
          encounter: { forum_id: f.id, total_posts: 1, confirmed_participants: 1, checked_in_count: 0 },
          forum_posts: [{ content: 'Até sábado', is_host: true, likes_count: 0 }],
          memories_open: true,
          can_add_memory: false,
        },
      });
      // Confirmed is not enough: only who checked in at the meetup adds memories.
      expect(
        await api('/api/last-encounter/memories', { token: as(ana), form: memory('Sem check-in') }),
      ).toEqual({ status: 403, body: { message: m.memoryNotParticipant } });
      await fx.checkIn(f, ana, stack.forum.clock.now());
      expect((await api('/api/last-encounter', { token: as(ana) })).body).toMatchObject({
        encounter: { checked_in_count: 1 },
        can_add_memory: true,
      });
      expect(await api('/api/last-encounter/memories', { token: as(ana), form: memory('  ') })).toMatchObject(
        {
          status: 422,
          body: { errors: { description: ['A descrição é obrigatória'] } },
        },
      );
      expect(
        await api('/api/last-encounter/memories', {
          token: as(ana),
          form: memory('GIF?', Buffer.from('GIF89a...')),
        }),
      ).toMatchObject({
        status: 422,
        body: { errors: { photo: ['Formato de arquivo não suportado. Use JPG, PNG ou WEBP.'] } },
      });
      expect(
        await api('/api/last-encounter/memories', { token: as(bruno), form: memory('Eu também') }),
      ).toEqual({
        status: 403,
        body: { message: m.memoryNotParticipant },
      });
      const stored = () => storage.count('memories/');
      expect(await stored()).toBe(0);
      const added = await api('/api/last-encounter/memories', { token: as(ana), form: memory('Mesa cheia') });
      expect(added).toMatchObject({
        status: 201,
        body: { message: m.memoryAdded, memory: { description: 'Mesa cheia', user_id: ana.user_id } },
      });
      expect((added.body.memory as { photo_url: string }).photo_url).toMatch(
        new RegExp(`^storage/memories/${ana.user_id}/[0-9a-f-]{36}\\.webp$`),
      );
      expect(await stored()).toBe(1);
      expect((await api('/api/last-encounter', { token: as(bruno) })).body).toMatchObject({
        memories: [{ description: 'Mesa cheia' }],
        can_add_memory: false,
      });
    } finally {
      fx.setDay(5);
    }
  });

  it('lets the admin list, edit and delete, each action audited once and seen on open pages', async () => {
    const { f, host, ana } = await scene();
    const created = await api(`/api/forum/${f.id}/posts`, { token: as(host), body: { content: 'Original' } });
    const postId = (created.body.post as { id: string }).id;
    const commented = await api(`/api/forum/posts/${postId}/comments`, {
      token: as(ana),
      body: { content: 'Oi' },
    });
    const commentId = (commented.body.comment as { id: string }).id;
    const conn = randomUUID();
    await api(`/api/forum/${f.id}/connect`, { token: as(ana), body: { connection_id: conn } });

    const forums = await api(`/api/admin/forums?city=${encodeURIComponent(f.place.city)}&page=1`, {
      token: adminToken,
    });
    expect(forums.body).toMatchObject({
      data: [{ id: f.id, stats: { posts: 1, comments: 1, confirmed_participants: 1 } }],
      meta: { total: 1, page: 1, last_page: 1 },
    });
    expect((await api(`/api/admin/forums/${f.id}`, { token: adminToken })).body).toMatchObject({
      forum: { id: f.id },
      data: [{ id: postId }],
    });
    expect(
      await api(`/api/admin/posts/${postId}`, {
        method: 'PUT',
        token: adminToken,
        body: { content: 'x'.repeat(301) },
      }),
    ).toMatchObject({ status: 422, body: { message: 'O conteúdo deve ter no máximo 300 caracteres' } });
    expect(
      await api(`/api/admin/posts/${postId}`, {
        method: 'PUT',
        token: adminToken,
        body: { content: 'Editado' },
      }),
    ).toMatchObject({ status: 200, body: { message: m.postUpdated, post: { content: 'Editado' } } });
    expect(await api(`/api/admin/comments/${commentId}`, { method: 'DELETE', token: adminToken })).toEqual({
      status: 200,
      body: { message: m.commentDeleted },
    });
    expect(await api(`/api/admin/posts/${postId}`, { method: 'DELETE', token: adminToken })).toEqual({
      status: 200,
      body: { message: m.postDeleted },
    });
    const seen = (await api(`/api/forum/${f.id}/updates?connection_id=${conn}`, { token: as(ana) })).body
      .updates as ForumUpdate[];
    expect(seen.map((u) => u.type)).toEqual([
      'post_updated',
      'post_updated',
      'stats_updated',
      'post_deleted',
      'stats_updated',
    ]);
    const audit = (await fx.outbox('admin.action_performed')).filter((a) =>
      [postId, commentId].includes(a.target_id),
    );
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['post.update', adminId],
      ['comment.delete', adminId],
      ['post.delete', adminId],
    ]);
    expect((await api(`/api/forum/${f.id}`, { token: as(ana) })).body.posts).toEqual([]);
  });
});
