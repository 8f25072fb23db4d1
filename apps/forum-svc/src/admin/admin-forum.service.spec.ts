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
import { automock, type Mocked, clockAt, ormForking, unitOfWork } from '@encontro/testing';
import { knownPeople } from '../../test/support/doubles.js';
import { commentFactory, forumFactory, personFactory, postFactory } from '../../test/support/factories.js';
import { ForumAccess } from '../forums/forum-access.service.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { LiveUpdates } from '../live/live-updates.service.js';
import type { Person } from '../people/person.entity.js';
import { PeopleRepository } from '../people/people.repository.js';
import { ContentChanges } from '../posts/content-changes.service.js';
import type { Comment, Post } from '../posts/post.entity.js';
import { PostsRepository } from '../posts/posts.repository.js';
import { AdminForumService } from './admin-forum.service.js';

/** A Tuesday two weeks after the forum closed: admins act at any time. */
const LONG_AFTER = weekInstant('2026-W50', 2, 10);
const STATS: ForumStats = { total_posts: 0, total_comments: 0, active_participants: 1 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe(AdminForumService.name, () => {
  let forums: Mocked<ForumsRepository>;
  let posts: Mocked<PostsRepository>;
  let people: Mocked<PeopleRepository>;
  let views: Mocked<ForumViews>;
  let live: Mocked<LiveUpdates>;
  let changes: Mocked<ContentChanges>;
  let outbox: Mocked<Outbox>;
  let service: AdminForumService;
  const em = unitOfWork();
  const admin = personFactory({ name: 'Admin' });
  const host = personFactory({ name: 'Carla', surname: 'Lima', email: 'carla@example.com' });
  const member = personFactory({ name: 'Bia', surname: 'Rocha', email: 'bia@example.com' });
  const forum = forumFactory({ hostId: host.userId });
  let post: Post;
  let comment: Comment;

  const known = (...list: Person[]) => knownPeople(people, ...list);

  beforeEach(() => {
    forums = automock(ForumsRepository);
    posts = automock(PostsRepository);
    people = automock(PeopleRepository);
    views = automock(ForumViews);
    live = automock(LiveUpdates);
    changes = automock(ContentChanges);
    outbox = automock(Outbox);
    post = postFactory(forum, { content: 'Texto original' });
    comment = commentFactory(post, { userId: member.userId, content: 'Comentário original' });
    known(host, member);
    forums.findById.mockResolvedValue(forum);
    forums.findByIds.mockResolvedValue(new Map([[forum.id, forum]]));
    forums.counts.mockResolvedValue(new Map([[forum.id, { posts: 3, comments: 7, participants: 5 }]]));
    posts.findPost.mockResolvedValue(post);
    posts.findComment.mockResolvedValue(comment);
    posts.commentCounts.mockResolvedValue(new Map([[post.id, 1]]));
    views.hostName.mockImplementation((f, h) => (h ? `${h.name} ${h.surname}` : f.hostName));
    live.lock.mockResolvedValue(undefined);
    live.pushNow.mockReturnValue(undefined);
    changes.editPost.mockImplementation((_em, p, content) => {
      p.content = `${content} (mascarado)`;
      return Promise.resolve({} as never);
    });
    changes.editComment.mockImplementation((_em, c, content) => {
      c.content = `${content} (mascarado)`;
      return Promise.resolve();
    });
    changes.deletePost.mockResolvedValue(STATS);
    changes.deleteComment.mockResolvedValue(STATS);
    outbox.add.mockReturnValue('event');
    const clock = clockAt(LONG_AFTER);
    service = new AdminForumService(
      ormForking(em),
      new ForumAccess(forums, people, clock),
      forums,
      posts,
      people,
      views,
      live,
      changes,
      outbox,
      clock,
    );
  });

  describe('lists', () => {
    it('pages forums ten at a time with their counts and the host’s current name', async () => {
      forums.adminPage.mockResolvedValue({ forums: [forum], total: 11 });

      const query = adminForumsQuerySchema.parse({ page: '2', city: 'São Paulo' });

      const result = await service.listForums(query);

      expect(forums.adminPage).toHaveBeenCalledWith(em, query, forumLimits.adminForumsPerPage);
      expect(result.data).toEqual([
        expect.objectContaining({
          id: forum.id,
          host_name: 'Carla Lima',
          stats: { posts: 3, comments: 7, confirmed_participants: 5 },
        }),
      ]);
      expect(result.meta).toEqual({ total: 11, page: 2, per_page: 10, last_page: 2, from: 11, to: 11 });
    });

    it('opens a forum with its posts, each with its author and comment count', async () => {
      posts.postsOf.mockResolvedValue([post]);
      const result = await service.getForum(forum.id);
      expect(result.forum.id).toBe(forum.id);
      expect(result.data).toEqual([
        expect.objectContaining({
          id: post.id,
          forum_name: forum.name,
          user_name: 'Carla Lima',
          user_email: 'carla@example.com',
          comments_count: 1,
        }),
      ]);
    });

    it('answers an unknown forum as not found, at any time', async () => {
      forums.findById.mockResolvedValue(null);
      await expect(service.getForum(forum.id)).rejects.toMatchObject({
        reason: 'FORUM_NOT_FOUND',
        message: m.forumNotFound,
      });
    });

    it('pages posts and comments with the page size asked for', async () => {
      posts.adminPosts.mockResolvedValue({ posts: [post], total: 41 });
      posts.adminComments.mockResolvedValue({ comments: [comment], total: 1 });

      const postList = await service.listPosts(adminPostsQuerySchema.parse({ page: '3' }));
      const commentList = await service.listComments(adminCommentsQuerySchema.parse({}));

      expect(postList.meta).toEqual({ total: 41, page: 3, per_page: 20, last_page: 3, from: 41, to: 41 });
      expect(commentList.data).toEqual([
        expect.objectContaining({ id: comment.id, post_id: post.id, user_name: 'Bia Rocha' }),
      ]);
      expect(commentList.meta).toMatchObject({ total: 1, last_page: 1, from: 1, to: 1 });
    });

    it('lists a post’s comments, and answers an unknown post as not found', async () => {
      posts.commentsOf.mockResolvedValue([comment]);
      await expect(service.listPostComments(post.id)).resolves.toEqual({
        comments: [expect.objectContaining({ id: comment.id })],
      });
      expect(posts.commentsOf).toHaveBeenCalledWith(em, [post.id]);
      posts.findPost.mockResolvedValue(null);
      await expect(service.listPostComments(post.id)).rejects.toMatchObject({ message: m.postNotFound });
    });
  });

  describe('changes', () => {
    it('edits any post long after its forum closed, auditing before and after, and pushes', async () => {
      const result = await service.updatePost(admin.userId, post.id, 'Texto novo');

      expect(live.lock).toHaveBeenCalledWith(em, forum.id);
      expect(changes.editPost).toHaveBeenCalledWith(em, post, 'Texto novo');
      expect(outbox.add).toHaveBeenCalledTimes(1);
      expect(outbox.add).toHaveBeenCalledWith(em, 'admin.action_performed', {
        action_id: expect.stringMatching(UUID),
        actor_id: admin.userId,
        action: 'post.update',
        target_type: 'post',
        target_id: post.id,
        before: { content: 'Texto original', user_id: host.userId, forum_id: forum.id },
        after: { content: 'Texto novo (mascarado)', user_id: host.userId, forum_id: forum.id },
        at: LONG_AFTER.toISOString(),
      });
      expect(live.pushNow).toHaveBeenCalledTimes(1);
      expect(result).toEqual({
        message: m.postUpdated,
        post: expect.objectContaining({ id: post.id, content: 'Texto novo (mascarado)' }),
      });
    });

    it('deletes a post with one audit entry, under admin-svc’s action id when it comes from a report', async () => {
      await expect(service.deletePost(admin.userId, post.id, 'report-action')).resolves.toEqual({
        message: m.postDeleted,
      });

      expect(changes.deletePost).toHaveBeenCalledWith(em, post);
      expect(outbox.add).toHaveBeenCalledWith(
        em,
        'admin.action_performed',
        expect.objectContaining({
          action_id: 'report-action',
          action: 'post.delete',
          before: { content: 'Texto original', user_id: host.userId, forum_id: forum.id },
          after: null,
        }),
      );
      expect(live.pushNow).toHaveBeenCalledTimes(1);
    });

    it('edits a comment, its audit naming the post it is on', async () => {
      const result = await service.updateComment(admin.userId, comment.id, 'Corrigido');

      expect(live.lock).toHaveBeenCalledWith(em, forum.id);
      expect(outbox.add).toHaveBeenCalledWith(
        em,
        'admin.action_performed',
        expect.objectContaining({
          action: 'comment.update',
          target_type: 'comment',
          target_id: comment.id,
          before: {
            content: 'Comentário original',
            user_id: member.userId,
            forum_id: forum.id,
            post_id: post.id,
          },
          after: {
            content: 'Corrigido (mascarado)',
            user_id: member.userId,
            forum_id: forum.id,
            post_id: post.id,
          },
        }),
      );
      expect(result).toEqual({
        message: m.commentUpdated,
        comment: expect.objectContaining({ id: comment.id, content: 'Corrigido (mascarado)' }),
      });
      expect(live.pushNow).toHaveBeenCalledTimes(1);
    });

    it('deletes a comment with a fresh action id when admin-svc gives none', async () => {
      await expect(service.deleteComment(admin.userId, comment.id)).resolves.toEqual({
        message: m.commentDeleted,
      });
      expect(changes.deleteComment).toHaveBeenCalledWith(em, comment);
      expect(outbox.add).toHaveBeenCalledWith(
        em,
        'admin.action_performed',
        expect.objectContaining({
          action_id: expect.stringMatching(UUID),
          action: 'comment.delete',
          after: null,
        }),
      );
    });

    it('answers an unknown post or comment as not found, auditing and pushing nothing', async () => {
      posts.findPost.mockResolvedValue(null);
      posts.findComment.mockResolvedValue(null);
      await expect(service.deletePost(admin.userId, post.id)).rejects.toMatchObject({
        reason: 'POST_NOT_FOUND',
        message: m.postNotFound,
      });
      await expect(service.updateComment(admin.userId, comment.id, 'x')).rejects.toMatchObject({
        reason: 'COMMENT_NOT_FOUND',
        message: m.commentNotFound,
      });
      expect(outbox.add).not.toHaveBeenCalled();
      expect(live.pushNow).not.toHaveBeenCalled();
    });

    it('answers an id that is not a UUID as not found without a query', async () => {
      await expect(service.updatePost(admin.userId, 'post-1', 'x')).rejects.toMatchObject({
        message: m.postNotFound,
      });
      expect(posts.findPost).not.toHaveBeenCalled();
    });
  });

  describe('a report’s snapshot', () => {
    it('keeps a post with its author and forum', async () => {
      await expect(service.snapshot('post', post.id)).resolves.toEqual({
        type: 'post',
        id: post.id,
        content: 'Texto original',
        created_at: post.createdAt.toISOString(),
        author: { id: host.userId, name: 'Carla Lima', email: 'carla@example.com' },
        forum_id: forum.id,
        forum_name: forum.name,
        city: forum.city,
        state: forum.state,
      });
    });

    it('keeps a comment with the post it is on', async () => {
      await expect(service.snapshot('comment', comment.id)).resolves.toMatchObject({
        type: 'comment',
        id: comment.id,
        post_id: post.id,
        author: { id: member.userId, name: 'Bia Rocha', email: 'bia@example.com' },
      });
    });

    it('names an author identity-svc no longer knows as Participante, without an e-mail', async () => {
      known();
      await expect(service.snapshot('post', post.id)).resolves.toMatchObject({
        author: { id: host.userId, name: 'Participante', email: '' },
      });
    });

    it('answers a comment asked for as a post as not found', async () => {
      posts.findPost.mockResolvedValue(null);
      await expect(service.snapshot('post', comment.id)).rejects.toMatchObject({
        reason: 'POST_NOT_FOUND',
        message: m.postNotFound,
      });
    });
  });
});
