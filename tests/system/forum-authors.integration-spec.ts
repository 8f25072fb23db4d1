import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ForumUpdate, type Report, forumMessages as m, moderationMessages } from '@encontro/contracts';
import { waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import {
  FORUM_WEEK,
  type ForumFixture,
  type ForumFixtures,
  type ForumPerson,
  RIO,
  at,
  forumFixtures,
} from '@encontro/forum-svc/test-support';
import { type ForumScene, forumScene } from './support/forum-scene.js';
import { type Stack, startStack } from './support/stack.js';
import { apiClient, testJwt } from './support/system-harness.js';
import { FRIDAY } from './support/winners.js';

type Polled = { updates: ForumUpdate[]; last_update: string };

/**
 * Issue 12, item 6: the author of a post or comment edits or deletes it while the forum is open,
 * through the gateway → NATS → forum-svc (admin-svc beside it for the reports). Same rules as
 * writing, masked again, live to other viewers once each, the stats everywhere they show.
 */
describe('authors edit and delete their own posts and comments through the gateway', () => {
  const { publicKeyPem, token } = testJwt();
  let stack: Stack<'forum' | 'admin'>;
  let fx: ForumFixtures;

  const adminId = randomUUID();
  const adminToken = token(adminId, { admin: true });
  const api = apiClient(() => stack.base);
  const as = (who: ForumPerson) => token(who.user_id);
  const setDay = (isoDay: 1 | 2 | 3 | 4 | 5 | 6 | 7, week = FORUM_WEEK, hour = 12) =>
    stack.setClocks(at(week, isoDay, hour));

  /** A forum of a city of its own: the host's post, a confirmed participant's comment on it, a viewer. */
  const scene = async (): Promise<ForumScene & { postId: string; commentId: string }> => {
    const made = await forumScene(fx);
    const postId = await writePost(made.f, made.host, 'Primeira versão do aviso');
    const commentId = await writeComment(postId, made.ana, 'Comentário original');
    return { ...made, postId, commentId };
  };
  const writePost = async (f: ForumFixture, who: ForumPerson, content: string) => {
    const created = await api(`/api/forum/${f.id}/posts`, { token: as(who), body: { content } });
    expect(created.status).toBe(201);
    return (created.body.post as { id: string }).id;
  };
  const writeComment = async (postId: string, who: ForumPerson, content: string) => {
    const created = await api(`/api/forum/posts/${postId}/comments`, { token: as(who), body: { content } });
    expect(created.status).toBe(201);
    return (created.body.comment as { id: string }).id;
  };
  const editPost = (id: string, who: string, body: unknown) =>
    api(`/api/forum/posts/${id}`, { method: 'PUT', token: who, body });
  const deletePost = (id: string, who: string) =>
    api(`/api/forum/posts/${id}`, { method: 'DELETE', token: who });
  const editComment = (id: string, who: string, body: unknown) =>
    api(`/api/forum/comments/${id}`, { method: 'PUT', token: who, body });
  const deleteComment = (id: string, who: string) =>
    api(`/api/forum/comments/${id}`, { method: 'DELETE', token: who });
  /** Another viewer's polling connection (SPEC §7 connect + updates). */
  const watch = async (f: ForumFixture, who: ForumPerson) => {
    const connection = randomUUID();
    const opened = await api(`/api/forum/${f.id}/connect`, {
      token: as(who),
      body: { connection_id: connection, user_id: who.user_id },
    });
    expect(opened.status).toBe(200);
    const last = String(opened.body.last_update);
    return async (): Promise<Polled> =>
      (
        await api(`/api/forum/${f.id}/updates?connection_id=${connection}&last_update=${last}`, {
          token: as(who),
        })
      ).body as Polled;
  };
  const settings = (autoCensor: boolean) =>
    fx.publish('platform.settings_changed', {
      platform_name: 'Encontro',
      contact_email: 'contato@encontro.test',
      auto_censor: autoCensor,
      approval_required: true,
      integrity_auto_hold: true,
      at: new Date().toISOString(),
    });
  /** admin.action_performed events forum-svc wrote about these items. */
  const auditedAbout = async (...ids: string[]) =>
    (await fx.outbox('admin.action_performed')).filter((a) => ids.includes(a.target_id));

  beforeAll(async () => {
    stack = await startStack('sys_authors', {
      services: ['forum', 'admin'],
      publicKey: publicKeyPem,
      clock: FRIDAY,
      gateway: {
        requestTimeoutMs: 5000,
        // Every call here comes from one address; the limits have their own suite.
        extraEnv: {
          RATE_LIMIT_FORUM_POST_PER_USER: '1000',
          RATE_LIMIT_FORUM_POST_PER_ADDRESS: '1000',
          RATE_LIMIT_FORUM_COMMENT_PER_USER: '1000',
          RATE_LIMIT_FORUM_COMMENT_PER_ADDRESS: '1000',
        },
      },
    });
    fx = forumFixtures(stack.forum, stack.providersOf('forum-svc'));
  }, 90_000);

  afterAll(() => stack?.stop());

  it('documents the four routes in the OpenAPI document', async () => {
    const doc = (await api('/api/docs/openapi.json')).body as { paths: Record<string, object> };
    expect(Object.keys(doc.paths['/api/forum/posts/{postId}'] ?? {})).toEqual(
      expect.arrayContaining(['put', 'delete']),
    );
    expect(Object.keys(doc.paths['/api/forum/comments/{commentId}'] ?? {})).toEqual(
      expect.arrayContaining(['put', 'delete']),
    );
  });

  it('lets the host edit their post and a participant their comment, masked as when written, each change delivered once to another viewer', async () => {
    const { f, host, ana, bruno, postId, commentId } = await scene();
    const poll = await watch(f, bruno);
    await fx.censor(['bobo']);
    try {
      expect(await editPost(postId, as(host), { content: '  Não seja BOBO, chegue cedo  ' })).toMatchObject({
        status: 200,
        body: {
          message: m.postUpdated,
          post: {
            id: postId,
            user_id: host.user_id,
            content: 'Não seja ****, chegue cedo',
            comments: [{ id: commentId, content: 'Comentário original' }],
          },
        },
      });
      expect(await editComment(commentId, as(ana), { content: 'Bobo quem faltar!', honeypot: '' })).toEqual({
        status: 200,
        body: {
          message: m.commentUpdated,
          comment: expect.objectContaining({
            id: commentId,
            post_id: postId,
            user_id: ana.user_id,
            content: '**** quem faltar!',
          }),
        },
      });

      const seen = await poll();
      expect(seen.updates.map((u) => u.type)).toEqual(['post_updated', 'post_updated']);
      expect(seen.updates[0]!.data).toMatchObject({ id: postId, content: 'Não seja ****, chegue cedo' });
      expect(seen.updates[1]!.data).toMatchObject({
        id: postId,
        comments: [{ id: commentId, content: '**** quem faltar!' }],
      });
      expect((await poll()).updates).toEqual([]);

      const page = await api(`/api/forum/${f.id}`, { token: as(bruno) });
      expect(page.body).toMatchObject({
        stats: { total_posts: 1, total_comments: 1 },
        posts: [
          {
            content: 'Não seja ****, chegue cedo',
            comments: [{ content: '**** quem faltar!' }],
            comments_count: 1,
          },
        ],
      });

      // With auto-censor off (admin settings), an edit is kept as typed.
      await settings(false);
      await waitFor(async () => {
        const edited = await editPost(postId, as(host), { content: 'Sem bobo agora' });
        return (edited.body.post as { content: string } | undefined)?.content === 'Sem bobo agora';
      });
    } finally {
      await settings(true);
      await fx.censor([]);
    }
    // Not an admin action: nothing for the audit log.
    expect(await auditedAbout(postId, commentId)).toEqual([]);
  });

  it('lets authors delete: the stats drop on the page, the admin list and the last encounter, each update delivered once', async () => {
    const { f, host, ana, bruno, postId, commentId } = await scene();
    const second = await writePost(f, host, 'Segundo aviso');
    const onSecond = await writeComment(second, ana, 'Comentário no segundo');
    const poll = await watch(f, bruno);

    expect(await deleteComment(onSecond, as(ana))).toEqual({
      status: 200,
      body: {
        message: m.commentDeleted,
        stats: { total_posts: 2, total_comments: 1, active_participants: 1 },
      },
    });
    // The post goes with every comment on it, as when an admin deletes it.
    expect(await deletePost(postId, as(host))).toEqual({
      status: 200,
      body: {
        message: m.postDeleted,
        stats: { total_posts: 1, total_comments: 0, active_participants: 1 },
      },
    });

    const seen = await poll();
    expect(seen.updates.map((u) => u.type)).toEqual([
      'post_updated',
      'stats_updated',
      'post_deleted',
      'stats_updated',
    ]);
    expect(seen.updates[0]!.data).toMatchObject({ id: second, comments: [], comments_count: 0 });
    expect(seen.updates[2]!.data).toEqual({ post_id: postId });
    expect(seen.updates[3]!.data).toEqual({ total_posts: 1, total_comments: 0, active_participants: 1 });
    expect((await poll()).updates).toEqual([]);

    expect((await api(`/api/forum/${f.id}`, { token: as(bruno) })).body).toMatchObject({
      stats: { total_posts: 1, total_comments: 0, active_participants: 1 },
      posts: [{ id: second, comments: [] }],
    });
    expect(await api(`/api/forum/posts/${postId}/comments`, { token: as(bruno) })).toEqual({
      status: 404,
      body: { message: m.postNotFound },
    });
    expect(await editComment(commentId, as(ana), { content: 'E agora?' })).toEqual({
      status: 404,
      body: { message: m.commentNotFound },
    });
    expect(
      (await api(`/api/admin/forums?city=${encodeURIComponent(f.place.city)}`, { token: adminToken })).body,
    ).toMatchObject({ data: [{ id: f.id, stats: { posts: 1, comments: 0, confirmed_participants: 1 } }] });
    try {
      setDay(6, FORUM_WEEK, 10);
      expect((await api('/api/last-encounter', { token: as(bruno) })).body).toMatchObject({
        encounter: { forum_id: f.id, total_posts: 1, total_comments: 0 },
        forum_posts: [{ id: second, comments_count: 0 }],
      });
    } finally {
      setDay(5);
    }
    expect(await auditedAbout(postId, commentId, onSecond)).toEqual([]);
  });

  it('refuses someone else’s post or comment (403) and unknown ones (404), changing nothing; admins keep their own routes', async () => {
    const { f, host, ana, bruno, postId, commentId } = await scene();
    const carioca = as(await fx.person(RIO));
    const notPostAuthor = { status: 403, body: { message: m.notPostAuthor } };
    const notCommentAuthor = { status: 403, body: { message: m.notCommentAuthor } };
    for (const who of [as(ana), as(bruno), carioca, adminToken]) {
      expect(await editPost(postId, who, { content: 'Invadido' })).toEqual(notPostAuthor);
      expect(await deletePost(postId, who)).toEqual(notPostAuthor);
    }
    for (const who of [as(host), as(bruno), carioca, adminToken]) {
      expect(await editComment(commentId, who, { content: 'Invadido' })).toEqual(notCommentAuthor);
      expect(await deleteComment(commentId, who)).toEqual(notCommentAuthor);
    }
    expect(await editPost(randomUUID(), as(host), { content: 'Oi' })).toEqual({
      status: 404,
      body: { message: m.postNotFound },
    });
    expect(await deletePost('nao-e-um-id', as(host))).toEqual({
      status: 404,
      body: { message: m.postNotFound },
    });
    expect(await deleteComment(randomUUID(), as(ana))).toEqual({
      status: 404,
      body: { message: m.commentNotFound },
    });
    expect((await deletePost(postId, '')).status).toBe(401);

    expect((await api(`/api/forum/${f.id}`, { token: as(bruno) })).body).toMatchObject({
      stats: { total_posts: 1, total_comments: 1 },
      posts: [{ content: 'Primeira versão do aviso', comments: [{ content: 'Comentário original' }] }],
    });
    expect(
      await api(`/api/admin/comments/${commentId}`, {
        method: 'PUT',
        token: adminToken,
        body: { content: 'Moderado' },
      }),
    ).toMatchObject({ status: 200, body: { comment: { content: 'Moderado' } } });
  });

  it('refuses every change once the forum has closed (Monday 00:00), with a pt-BR reason', async () => {
    const { host, ana, postId, commentId } = await scene();
    const closed = { status: 403, body: { message: m.changesClosed } };
    try {
      setDay(7, FORUM_WEEK, 23);
      expect((await editPost(postId, as(host), { content: 'Domingo à noite' })).status).toBe(200);
      stack.forum.clock.set(at('2026-W49', 1, 0));
      expect(await editPost(postId, as(host), { content: 'Tarde demais' })).toEqual(closed);
      expect(await deletePost(postId, as(host))).toEqual(closed);
      expect(await editComment(commentId, as(ana), { content: 'Tarde demais' })).toEqual(closed);
      expect(await deleteComment(commentId, as(ana))).toEqual(closed);
      // Someone else's content is still refused for what it is.
      expect(await deletePost(postId, as(ana))).toEqual({ status: 403, body: { message: m.notPostAuthor } });
    } finally {
      setDay(5);
    }
    expect((await editPost(postId, as(host), { content: 'Sexta de novo' })).status).toBe(200);
  });

  it('refuses a blank or too long edit with the pt-BR field errors, as when writing', async () => {
    const { host, ana, postId, commentId } = await scene();
    const required = {
      status: 422,
      body: { message: 'O conteúdo é obrigatório', errors: { content: ['O conteúdo é obrigatório'] } },
    };
    const tooLong = {
      status: 422,
      body: {
        message: 'O conteúdo deve ter no máximo 500 caracteres',
        errors: { content: ['O conteúdo deve ter no máximo 500 caracteres'] },
      },
    };
    for (const [edit, id, who] of [
      [editPost, postId, as(host)],
      [editComment, commentId, as(ana)],
    ] as const) {
      expect(await edit(id, who, { content: '   ' })).toEqual(required);
      expect(await edit(id, who, {})).toEqual(required);
      expect(await edit(id, who, { content: 'x'.repeat(501) })).toEqual(tooLong);
      expect(await edit(id, who, { content: 'Oi', honeypot: 'bot' })).toMatchObject({
        status: 422,
        body: { message: 'Formulário inválido' },
      });
      expect((await edit(id, who, { content: 'y'.repeat(500) })).status).toBe(200);
    }
  });

  it('leaves pending reports of a post its author deleted (and of its comments) to the admin, whose Excluir Conteúdo closes them', async () => {
    const { host, bruno, postId, commentId } = await scene();
    const report = async (type: 'post' | 'comment', id: string) => {
      const filed = await api(`/api/report/${type}/${id}`, { token: as(bruno), body: { message: 'Spam' } });
      expect(filed.status).toBe(201);
      return String(filed.body.report_id);
    };
    const postReport = await report('post', postId);
    const commentReport = await report('comment', commentId);

    expect((await deletePost(postId, as(host))).status).toBe(200);

    const pending = async () =>
      (
        (await api('/api/admin/reports?status=pending&per_page=100', { token: adminToken })).body
          .data as Report[]
      ).filter((r) => [postReport, commentReport].includes(r.denuncia_id));
    // Kept as reported: the admin still sees what was written.
    expect(await pending()).toEqual([
      expect.objectContaining({ denuncia_id: commentReport, comment: expect.anything() }),
      expect.objectContaining({
        denuncia_id: postReport,
        post: expect.objectContaining({ content: 'Primeira versão do aviso' }),
      }),
    ]);
    for (const id of [postReport, commentReport])
      expect(
        await api(`/api/admin/reports/${id}/content`, { method: 'DELETE', token: adminToken }),
      ).toMatchObject({
        status: 200,
        body: {
          message: moderationMessages.contentDeleted,
          report: { status: 'resolved', resolution: 'content_deleted' },
        },
      });
    expect(await pending()).toEqual([]);
  });
});
