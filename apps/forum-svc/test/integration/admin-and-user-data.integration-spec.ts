import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  adminCommentListSchema,
  adminCommentsQuerySchema,
  adminForumDetailSchema,
  adminForumListSchema,
  adminForumsQuerySchema,
  adminPostListSchema,
  adminPostsQuerySchema,
  forumContentSnapshotSchema,
  forumUserDataSchema,
} from '@encontro/contracts';
import { providersOf, waitFor } from '@encontro/testing';
import { randomUUID } from 'node:crypto';
import { AdminForumHandlers } from '../../src/admin/admin-forum.handlers.js';
import { ForumsHandlers } from '../../src/forums/forums.handlers.js';
import { LiveHandlers } from '../../src/live/live.handlers.js';
import { MemoriesHandlers } from '../../src/memories/memories.handlers.js';
import { UserDataHandlers } from '../../src/user-data/user-data.handlers.js';
import { newCity } from '../support/forum-test-app.js';
import { failure, forumSuite } from '../support/suite.js';

describe('forum-svc admin actions, report snapshots, export and erasure', () => {
  const t = forumSuite('forum_admin');
  const h = providersOf(t, { admin: AdminForumHandlers, forums: ForumsHandlers, live: LiveHandlers });
  const adminId = randomUUID();

  beforeAll(() => {
    t.setDay(5);
  });

  /** A forum with a post and a comment, and a polling connection of the participant. */
  const scene = async () => {
    const place = newCity();
    const f = await t.forum({ place, name: `Bar ${place.city_id}` });
    const ana = await t.person(place);
    await t.attend(f, ana);
    const { post } = await t.post(f.host.user_id, f.id, 'Olá a todos');
    const { comment } = await t.comment(ana.user_id, post.id, 'Oi!');
    const conn = randomUUID();
    await h.live.connect({ user_id: ana.user_id, forum_id: f.id, connection_id: conn });
    const poll = async () =>
      (await h.live.updates({ user_id: ana.user_id, forum_id: f.id, connection_id: conn })).updates;
    return { f, ana, post, comment, poll, place };
  };
  const audits = async (targetId: string) =>
    (await t.outbox('admin.action_performed')).filter((a) => a.target_id === targetId);

  it('lists forums with stats, filtered by city and search, and opens one with its posts', async () => {
    const { f, place, post } = await scene();
    const list = adminForumListSchema.parse(
      await h.admin.adminListForums({ query: adminForumsQuerySchema.parse({ city: place.city, page: '1' }) }),
    );
    expect(list.meta).toEqual({
      total: 1,
      page: 1,
      per_page: 10,
      last_page: 1,
      total_exact: true,
      from: 1,
      to: 1,
    });
    expect(list.data[0]).toMatchObject({
      id: f.id,
      name: `Bar ${place.city_id}`,
      city: place.city,
      host_name: `${f.host.name} ${f.host.surname}`,
      stats: { posts: 1, comments: 1, confirmed_participants: 1 },
    });
    const searched = await h.admin.adminListForums({
      query: adminForumsQuerySchema.parse({ search: place.city_id }),
    });
    expect(searched.data.map((x) => x.id)).toEqual([f.id]);
    const detail = adminForumDetailSchema.parse(await h.admin.adminGetForum({ forum_id: f.id }));
    expect(detail.forum.id).toBe(f.id);
    expect(detail.data).toEqual([
      expect.objectContaining({ id: post.id, comments_count: 1, user_email: f.host.email }),
    ]);
    expect((await failure(h.admin.adminGetForum({ forum_id: randomUUID() }))).reason).toBe('FORUM_NOT_FOUND');
  });

  it('lists posts and comments newest first, searchable, per forum and per post', async () => {
    const { f, post, comment } = await scene();
    const byForum = adminPostListSchema.parse(
      await h.admin.adminListPosts({ query: adminPostsQuerySchema.parse({ forum_id: f.id }) }),
    );
    expect(byForum.data.map((p) => p.id)).toEqual([post.id]);
    const byPost = adminCommentListSchema.parse(
      await h.admin.adminListComments({ query: adminCommentsQuerySchema.parse({ post_id: post.id }) }),
    );
    expect(byPost.data.map((c) => c.id)).toEqual([comment.id]);
    expect((await h.admin.adminListPostComments({ post_id: post.id })).comments.map((c) => c.id)).toEqual([
      comment.id,
    ]);
    const all = await h.admin.adminListPosts({ query: adminPostsQuerySchema.parse({ per_page: '1' }) });
    expect(all.data).toHaveLength(1);
    expect(all.meta.total).toBeGreaterThanOrEqual(1);
  });

  it('edits a post: masked, ≤300, one admin.action_performed, and post_updated on open pages', async () => {
    const { post, poll } = await scene();
    expect(
      await failure(
        h.admin.adminUpdatePost({ actor_id: adminId, post_id: post.id, body: { content: 'x'.repeat(301) } }),
      ),
    ).toMatchObject({ reason: 'VALIDATION_FAILED', message: 'O conteúdo deve ter no máximo 300 caracteres' });
    expect(
      (
        await failure(
          h.admin.adminUpdatePost({ actor_id: adminId, post_id: post.id, body: { content: ' ' } }),
        )
      ).message,
    ).toBe('O conteúdo é obrigatório');
    await poll();
    const updated = await h.admin.adminUpdatePost({
      actor_id: adminId,
      post_id: post.id,
      body: { content: 'Editado' },
    });
    expect(updated).toMatchObject({
      message: 'Post atualizado com sucesso!',
      post: { id: post.id, content: 'Editado' },
    });
    expect(updated.post.updated_at).not.toBeNull();
    expect(await audits(post.id)).toEqual([
      expect.objectContaining({
        actor_id: adminId,
        action: 'post.update',
        target_type: 'post',
        before: expect.objectContaining({ content: 'Olá a todos' }),
        after: expect.objectContaining({ content: 'Editado' }),
      }),
    ]);
    expect(await poll()).toEqual([
      expect.objectContaining({
        type: 'post_updated',
        data: expect.objectContaining({ id: post.id, content: 'Editado', comments_count: 1 }),
      }),
    ]);
  });

  it('deletes a post with its comments: one audit, post_deleted and stats_updated', async () => {
    const { f, ana, post, poll } = await scene();
    await poll();
    expect(await h.admin.adminDeletePost({ actor_id: adminId, post_id: post.id })).toEqual({
      message: 'Post excluído com sucesso!',
    });
    expect((await audits(post.id)).map((a) => [a.action, a.after])).toEqual([['post.delete', null]]);
    expect((await poll()).map((u) => [u.type, u.data])).toEqual([
      ['post_deleted', { post_id: post.id }],
      ['stats_updated', { total_posts: 0, total_comments: 0, active_participants: 1 }],
    ]);
    expect((await h.forums.get({ user_id: ana.user_id, forum_id: f.id })).posts).toEqual([]);
    expect((await failure(h.admin.adminDeletePost({ actor_id: adminId, post_id: post.id }))).reason).toBe(
      'POST_NOT_FOUND',
    );
    expect(await audits(post.id)).toHaveLength(1);
  });

  it('edits (≤200) and deletes a comment: one audit each, announced as post_updated (+ stats_updated)', async () => {
    const { comment, post, poll } = await scene();
    await poll();
    expect(
      (
        await failure(
          h.admin.adminUpdateComment({
            actor_id: adminId,
            comment_id: comment.id,
            body: { content: 'x'.repeat(201) },
          }),
        )
      ).message,
    ).toBe('O conteúdo deve ter no máximo 200 caracteres');
    expect(
      await h.admin.adminUpdateComment({
        actor_id: adminId,
        comment_id: comment.id,
        body: { content: 'Oi, editado' },
      }),
    ).toMatchObject({
      message: 'Comentário atualizado com sucesso!',
      comment: { id: comment.id, content: 'Oi, editado' },
    });
    expect((await poll()).map((u) => u.type)).toEqual(['post_updated']);
    expect(await h.admin.adminDeleteComment({ actor_id: adminId, comment_id: comment.id })).toEqual({
      message: 'Comentário excluído com sucesso!',
    });
    const after = await poll();
    expect(after.map((u) => u.type)).toEqual(['post_updated', 'stats_updated']);
    expect(after[0]!.data).toMatchObject({ id: post.id, comments_count: 0, comments: [] });
    expect((await audits(comment.id)).map((a) => a.action)).toEqual(['comment.update', 'comment.delete']);
  });

  it('snapshots a post or a comment for a report, and says NOT_FOUND for anything else', async () => {
    const { f, ana, post, comment } = await scene();
    expect(
      forumContentSnapshotSchema
        .strict()
        .parse(await h.admin.contentSnapshot({ type: 'comment', id: comment.id })),
    ).toEqual({
      type: 'comment',
      id: comment.id,
      content: 'Oi!',
      created_at: comment.created_at,
      author: { id: ana.user_id, name: `${ana.name} ${ana.surname}`, email: ana.email },
      forum_id: f.id,
      forum_name: `Bar ${f.place.city_id}`,
      city: f.place.city,
      state: f.place.state,
      post_id: post.id,
    });
    expect((await h.admin.contentSnapshot({ type: 'post', id: post.id })).author.id).toBe(f.host.user_id);
    expect((await failure(h.admin.contentSnapshot({ type: 'post', id: comment.id }))).reason).toBe(
      'POST_NOT_FOUND',
    );
    expect((await failure(h.admin.contentSnapshot({ type: 'comment', id: 'nope' }))).reason).toBe(
      'COMMENT_NOT_FOUND',
    );
  });

  it('exports a person’s posts, comments, memories, presences and check-ins', async () => {
    const { f, ana, comment } = await scene();
    await t.checkIn(f, ana);
    t.setDay(6);
    await t.get(MemoriesHandlers).addMemory({
      user_id: ana.user_id,
      photo_key: `storage/memories/${ana.user_id}/${randomUUID()}.webp`,
      description: 'Lembrança',
    });
    t.setDay(5);
    const exported = forumUserDataSchema.parse(
      await t.get(UserDataHandlers).export({ user_id: ana.user_id }),
    );
    expect(exported.service).toBe('forum-svc');
    expect(exported.data.comments).toEqual([expect.objectContaining({ id: comment.id, content: 'Oi!' })]);
    expect(exported.data.posts).toEqual([]);
    expect(exported.data.memories).toEqual([
      expect.objectContaining({ forum_id: f.id, description: 'Lembrança' }),
    ]);
    expect(exported.data.participations).toEqual([expect.objectContaining({ forum_id: f.id, week: f.week })]);
    expect(exported.data.checkins).toEqual([expect.objectContaining({ forum_id: f.id, week: f.week })]);
  });

  it('erases a deleted user: their posts with all comments, their comments, memories and presence, live', async () => {
    const { f, ana, post, place } = await scene();
    const bruno = await t.person(place);
    await t.attend(f, bruno);
    const conn = randomUUID();
    await h.live.connect({ user_id: bruno.user_id, forum_id: f.id, connection_id: conn });
    const poll = async () =>
      (await h.live.updates({ user_id: bruno.user_id, forum_id: f.id, connection_id: conn })).updates;
    const { post: second } = await t.post(f.host.user_id, f.id, 'Mais um');
    await t.comment(bruno.user_id, second.id, 'Do Bruno');
    await poll();

    // Ana (a commenter) goes: her comment vanishes, the post is updated.
    await t.publish('user.deleted', { user_id: ana.user_id, by: 'self', at: new Date().toISOString() });
    await waitFor(
      async () =>
        (await t.sql(`select 1 from ${t.table('people')} where user_id = ?`, [ana.user_id])).length === 0,
    );
    const afterAna = await poll();
    expect(afterAna.map((u) => u.type)).toEqual(['post_updated', 'stats_updated']);
    expect(afterAna[0]!.data).toMatchObject({ id: post.id, comments_count: 0 });
    expect(afterAna[1]!.data).toEqual({ total_posts: 2, total_comments: 1, active_participants: 1 });
    expect((await failure(h.forums.get({ user_id: ana.user_id, forum_id: f.id }))).reason).toBe(
      'PROFILE_NOT_READY',
    );
    for (const table of ['comments', 'participants', 'memories'])
      expect(await t.sql(`select 1 from ${t.table(table)} where user_id = ?`, [ana.user_id])).toEqual([]);

    // The host goes: their posts vanish with Bruno's comment on them; the forum stays.
    await t.publish('user.deleted', { user_id: f.host.user_id, by: 'admin', at: new Date().toISOString() });
    await waitFor(
      async () => (await t.sql(`select 1 from ${t.table('posts')} where forum_id = ?`, [f.id])).length === 0,
    );
    const page = await h.forums.get({ user_id: bruno.user_id, forum_id: f.id });
    expect(page.posts).toEqual([]);
    expect(page.stats).toEqual({ total_posts: 0, total_comments: 0, active_participants: 1 });
    expect(page.winner.host_name).toBe('Usuário removido');
    // Nor does the admin's forum search keep their name (its copy on the forum is cleared).
    expect(
      await t.sql(`select forums_host_person_folded from ${t.table('forums')} where id = ?`, [f.id]),
    ).toEqual([{ forums_host_person_folded: null }]);
    expect((await poll()).map((u) => u.type)).toEqual(['post_deleted', 'post_deleted', 'stats_updated']);
    expect(await t.sql(`select 1 from ${t.table('comments')} where forum_id = ?`, [f.id])).toEqual([]);
  });
});
