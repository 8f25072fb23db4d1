import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  type ForumStats,
  adminCommentsQuerySchema,
  adminForumsQuerySchema,
  adminPostsQuerySchema,
  forumLimits,
  forumMessages as m,
  weekInstant,
} from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import {
  expectNotCalled,
  expectRefusal,
  ormForking,
  serviceUnderTest,
  unitOfWork,
} from '@encontro/testing/unit';
import { knownPeople, realForumAccess } from '../../test/support/doubles.js';
import { commentFactory, forumFactory, personFactory, postFactory } from '../../test/support/factories.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { LiveUpdates } from '../live/live-updates.service.js';
import type { Person } from '../people/person.entity.js';
import { ContentChanges } from '../posts/content-changes.service.js';
import type { Comment, Post } from '../posts/post.entity.js';
import { PostsRepository } from '../posts/posts.repository.js';
import { AdminForumService } from './admin-forum.service.js';

/** A Tuesday two weeks after the forum closed: admins act at any time. */
const LONG_AFTER = weekInstant('2026-W50', 2, 10);
const STATS: ForumStats = { total_posts: 0, total_comments: 0, active_participants: 1 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe(AdminForumService.name, () => {
  /** The real read rule on the doubles the service is handed too. */
  const access = realForumAccess(LONG_AFTER);
  const t = serviceUnderTest(AdminForumService, () => ({
    orm: ormForking(em),
    access: access.sut,
    forums: access.forums,
    posts: PostsRepository,
    people: access.people,
    views: ForumViews,
    live: LiveUpdates,
    changes: ContentChanges,
    outbox: Outbox,
    clock: access.clock,
  }));
  const em = unitOfWork();
  const admin = personFactory({ name: 'Admin' });
  const host = personFactory({ name: 'Carla', surname: 'Lima', email: 'carla@example.com' });
  const member = personFactory({ name: 'Bia', surname: 'Rocha', email: 'bia@example.com' });
  const forum = forumFactory({ hostId: host.userId });
  let post: Post;
  let comment: Comment;

  const known = (...list: Person[]) => knownPeople(t.people, ...list);
  /** A post or comment as its audit entry shows it before or after the change. */
  const postAudit = (content: string) => ({ content, user_id: host.userId, forum_id: forum.id });
  const commentAudit = (content: string) => ({
    content,
    user_id: member.userId,
    forum_id: forum.id,
    post_id: post.id,
  });
  /** The audit entry sent to admin-svc in the change's own transaction has at least these fields. */
  const expectAudited = (entry: Record<string, unknown>) =>
    expect(t.outbox.add).toHaveBeenCalledWith(em, 'admin.action_performed', expect.objectContaining(entry));

  beforeEach(() => {
    post = postFactory(forum, { content: 'Texto original' });
    comment = commentFactory(post, { userId: member.userId, content: 'Comentário original' });
    known(host, member);
    t.forums.findById.mockResolvedValue(forum);
    t.forums.findByIds.mockResolvedValue(new Map([[forum.id, forum]]));
    t.forums.counts.mockResolvedValue(new Map([[forum.id, { posts: 3, comments: 7, participants: 5 }]]));
    t.posts.findPost.mockResolvedValue(post);
    t.posts.findComment.mockResolvedValue(comment);
    t.posts.commentCounts.mockResolvedValue(new Map([[post.id, 1]]));
    t.views.hostName.mockImplementation((f, h) => (h ? `${h.name} ${h.surname}` : f.hostName));
    t.live.lock.mockResolvedValue(undefined);
    t.live.pushNow.mockReturnValue(undefined);
    t.changes.editPost.mockImplementation((_em, p, content) => {
      p.content = `${content} (mascarado)`;
      return Promise.resolve({} as never);
    });
    t.changes.editComment.mockImplementation((_em, c, content) => {
      c.content = `${content} (mascarado)`;
      return Promise.resolve();
    });
    t.changes.deletePost.mockResolvedValue(STATS);
    t.changes.deleteComment.mockResolvedValue(STATS);
    t.outbox.add.mockReturnValue('event');
  });

  describe('lists', () => {
    it('pages forums ten at a time with their counts and the host’s current name', async () => {
      t.forums.adminPage.mockResolvedValue({ forums: [forum], total: 11, exact: true });

      const query = adminForumsQuerySchema.parse({ page: '2', city: 'São Paulo' });

      const result = await t.sut.listForums(query);

      expect(t.forums.adminPage).toHaveBeenCalledWith(em, query, forumLimits.adminForumsPerPage);
      expect(result.data).toEqual([
        expect.objectContaining({
          id: forum.id,
          host_name: 'Carla Lima',
          stats: { posts: 3, comments: 7, confirmed_participants: 5 },
        }),
      ]);
      expect(result.meta).toEqual({
        total: 11,
        page: 2,
        per_page: 10,
        last_page: 2,
        total_exact: true,
        from: 11,
        to: 11,
      });
    });

    it('opens a forum with its posts, each with its author and comment count', async () => {
      t.posts.postsOf.mockResolvedValue([post]);
      const result = await t.sut.getForum(forum.id);
      expect(result.forum.id).toBe(forum.id);
      expect(result.data).toEqual([
        expect.objectContaining({
          id: post.id,
          forum_name: forum.meetup.name,
          user_name: 'Carla Lima',
          user_email: 'carla@example.com',
          comments_count: 1,
        }),
      ]);
    });

    it('answers an unknown forum as not found, at any time', async () => {
      t.forums.findById.mockResolvedValue(null);
      await expectRefusal(t.sut.getForum(forum.id), 'FORUM_NOT_FOUND', m.forumNotFound);
    });

    it('pages posts and comments with the page size asked for', async () => {
      t.posts.adminPosts.mockResolvedValue({ posts: [post], total: 41, exact: true });
      t.posts.adminComments.mockResolvedValue({ comments: [comment], total: 1, exact: true });

      const postList = await t.sut.listPosts(adminPostsQuerySchema.parse({ page: '3' }));
      const commentList = await t.sut.listComments(adminCommentsQuerySchema.parse({}));

      expect(postList.meta).toEqual({
        total: 41,
        page: 3,
        per_page: 20,
        last_page: 3,
        total_exact: true,
        from: 41,
        to: 41,
      });
      expect(commentList.data).toEqual([
        expect.objectContaining({ id: comment.id, post_id: post.id, user_name: 'Bia Rocha' }),
      ]);
      expect(commentList.meta).toMatchObject({ total: 1, last_page: 1, total_exact: true, from: 1, to: 1 });
    });

    it('lists a post’s comments, and answers an unknown post as not found', async () => {
      t.posts.commentsOf.mockResolvedValue([comment]);
      await expect(t.sut.listPostComments(post.id)).resolves.toEqual({
        comments: [expect.objectContaining({ id: comment.id })],
      });
      expect(t.posts.commentsOf).toHaveBeenCalledWith(em, [post.id]);
      t.posts.findPost.mockResolvedValue(null);
      await expect(t.sut.listPostComments(post.id)).rejects.toMatchObject({ message: m.postNotFound });
    });
  });

  describe('changes', () => {
    it('edits any post long after its forum closed, auditing before and after, and pushes', async () => {
      const result = await t.sut.updatePost(admin.userId, post.id, 'Texto novo');

      expect(t.live.lock).toHaveBeenCalledWith(em, forum.id);
      expect(t.changes.editPost).toHaveBeenCalledWith(em, post, 'Texto novo');
      expect(t.outbox.add).toHaveBeenCalledTimes(1);
      expect(t.outbox.add).toHaveBeenCalledWith(em, 'admin.action_performed', {
        action_id: expect.stringMatching(UUID),
        actor_id: admin.userId,
        action: 'post.update',
        target_type: 'post',
        target_id: post.id,
        before: postAudit('Texto original'),
        after: postAudit('Texto novo (mascarado)'),
        at: LONG_AFTER.toISOString(),
      });
      expect(t.live.pushNow).toHaveBeenCalledTimes(1);
      expect(result).toEqual({
        message: m.postUpdated,
        post: expect.objectContaining({ id: post.id, content: 'Texto novo (mascarado)' }),
      });
    });

    it('deletes a post with one audit entry, under admin-svc’s action id when it comes from a report', async () => {
      await expect(t.sut.deletePost(admin.userId, post.id, 'report-action')).resolves.toEqual({
        message: m.postDeleted,
      });

      expect(t.changes.deletePost).toHaveBeenCalledWith(em, post);
      expectAudited({
        action_id: 'report-action',
        action: 'post.delete',
        before: postAudit('Texto original'),
        after: null,
      });
      expect(t.live.pushNow).toHaveBeenCalledTimes(1);
    });

    it('edits a comment, its audit naming the post it is on', async () => {
      const result = await t.sut.updateComment(admin.userId, comment.id, 'Corrigido');

      expect(t.live.lock).toHaveBeenCalledWith(em, forum.id);
      expectAudited({
        action: 'comment.update',
        target_type: 'comment',
        target_id: comment.id,
        before: commentAudit('Comentário original'),
        after: commentAudit('Corrigido (mascarado)'),
      });
      expect(result).toEqual({
        message: m.commentUpdated,
        comment: expect.objectContaining({ id: comment.id, content: 'Corrigido (mascarado)' }),
      });
      expect(t.live.pushNow).toHaveBeenCalledTimes(1);
    });

    it('deletes a comment with a fresh action id when admin-svc gives none', async () => {
      await expect(t.sut.deleteComment(admin.userId, comment.id)).resolves.toEqual({
        message: m.commentDeleted,
      });
      expect(t.changes.deleteComment).toHaveBeenCalledWith(em, comment);
      expectAudited({ action_id: expect.stringMatching(UUID), action: 'comment.delete', after: null });
    });

    it('answers an unknown post or comment as not found, auditing and pushing nothing', async () => {
      t.posts.findPost.mockResolvedValue(null);
      t.posts.findComment.mockResolvedValue(null);
      await expectRefusal(t.sut.deletePost(admin.userId, post.id), 'POST_NOT_FOUND', m.postNotFound);
      await expectRefusal(
        t.sut.updateComment(admin.userId, comment.id, 'x'),
        'COMMENT_NOT_FOUND',
        m.commentNotFound,
      );
      expectNotCalled(t.outbox.add, t.live.pushNow);
    });

    it('answers an id that is not a UUID as not found without a query', async () => {
      await expect(t.sut.updatePost(admin.userId, 'post-1', 'x')).rejects.toMatchObject({
        message: m.postNotFound,
      });
      expect(t.posts.findPost).not.toHaveBeenCalled();
    });
  });

  describe('a report’s snapshot', () => {
    it('keeps a post with its author and forum', async () => {
      await expect(t.sut.snapshot('post', post.id)).resolves.toEqual({
        type: 'post',
        id: post.id,
        content: 'Texto original',
        created_at: post.createdAt.toISOString(),
        author: { id: host.userId, name: 'Carla Lima', email: 'carla@example.com' },
        forum_id: forum.id,
        forum_name: forum.meetup.name,
        city: forum.city,
        state: forum.state,
      });
    });

    it('keeps a comment with the post it is on', async () => {
      await expect(t.sut.snapshot('comment', comment.id)).resolves.toMatchObject({
        type: 'comment',
        id: comment.id,
        post_id: post.id,
        author: { id: member.userId, name: 'Bia Rocha', email: 'bia@example.com' },
      });
    });

    it('names an author identity-svc no longer knows as Participante, without an e-mail', async () => {
      known();
      await expect(t.sut.snapshot('post', post.id)).resolves.toMatchObject({
        author: { id: host.userId, name: 'Participante', email: '' },
      });
    });

    it('answers a comment asked for as a post as not found', async () => {
      t.posts.findPost.mockResolvedValue(null);
      await expectRefusal(t.sut.snapshot('post', comment.id), 'POST_NOT_FOUND', m.postNotFound);
    });
  });
});
