import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  type ErrorReason,
  type ForumStats,
  type Post as PostDto,
  forumMessages as m,
  weekInstant,
} from '@encontro/contracts';
import { Outbox } from '@encontro/server-events';
import { expectNotCalled, expectRefusal, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import {
  FORUM_WEEK,
  RIO,
  commentFactory,
  forumFactory,
  personFactory,
  postFactory,
} from '../../test/support/factories.js';
import { knownPeople, realForumAccess } from '../../test/support/doubles.js';
import { ForumReads } from '../forums/forum-reads.service.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { LiveUpdates } from '../live/live-updates.service.js';
import { CensorService } from '../moderation/censor.service.js';
import type { Person } from '../people/person.entity.js';
import { ContentChanges } from './content-changes.service.js';
import type { Comment, Post } from './post.entity.js';
import { PostsRepository } from './posts.repository.js';
import { PostsService } from './posts.service.js';

const FRIDAY_NOON = weekInstant(FORUM_WEEK, 5, 12);
const THURSDAY_NIGHT = weekInstant(FORUM_WEEK, 4, 23);
const NEXT_MONDAY = weekInstant('2026-W49', 1);
const STATS: ForumStats = { total_posts: 1, total_comments: 0, active_participants: 3 };

/** A refusal the table pins: what the test changes first, and the reason and message it must meet. */
type Refusal = { name: string; arrange: () => unknown; reason: ErrorReason; message: string };

describe(PostsService.name, () => {
  /** The real read rule on the doubles the service is handed too. */
  const access = realForumAccess(FRIDAY_NOON);
  const t = serviceUnderTest(PostsService, ({ em }) => ({
    orm: ormForking(em),
    access: access.sut,
    forums: access.forums,
    posts: PostsRepository,
    views: ForumViews,
    live: LiveUpdates,
    censor: CensorService,
    changes: ContentChanges,
    clock: access.clock,
    reads: ForumReads,
    outbox: Outbox,
  }));
  const host = personFactory({ name: 'Carla', surname: 'Lima' });
  const member = personFactory({ name: 'Bia', surname: 'Rocha' });
  const forum = forumFactory({ hostId: host.userId });
  const post = postFactory(forum);
  const comment = commentFactory(post, { userId: member.userId });

  const known = (...list: Person[]) => knownPeople(access.people, ...list);
  /** A short post or comment, as the one asking writes it. */
  const postBy = (userId: string) => t.sut.createPost(userId, forum.id, { content: 'Oi' });
  const commentBy = (userId: string, postId = post.id) =>
    t.sut.createComment(userId, postId, { content: 'Oi' });

  beforeEach(() => {
    t.outbox.add.mockReturnValue('event-id');
    t.forums.findById.mockResolvedValue(forum);
    t.forums.isParticipant.mockResolvedValue(true);
    known(host, member);
    t.posts.findPost.mockResolvedValue(post);
    t.posts.findComment.mockResolvedValue(comment);
    t.posts.addPost.mockImplementation((_em, data) => ({ id: 'new-post', ...data, updatedAt: null }) as Post);
    t.posts.addComment.mockImplementation(
      (_em, data) => ({ id: 'new-comment', ...data, updatedAt: null }) as Comment,
    );
    t.censor.mask.mockImplementation((_em, text) => Promise.resolve(text.replace('porcaria', '********')));
    t.live.lock.mockResolvedValue(undefined);
    t.live.add.mockImplementation((_em, forumId, type, data) =>
      Promise.resolve({ id: '1', forum_id: forumId, type, data, created_at: '' } as never),
    );
    t.live.addStats.mockResolvedValue({ id: '2' } as never);
    t.live.pushNow.mockReturnValue(undefined);
  });

  describe('a post', () => {
    it('is the host’s: stored masked at the clock’s time, announced with the new stats, pushed after', async () => {
      const result = await t.sut.createPost(host.userId, forum.id, { content: 'Que porcaria de frio' });

      expect(t.posts.addPost).toHaveBeenCalledWith(t.em, {
        forumId: forum.id,
        userId: host.userId,
        content: 'Que ******** de frio',
        createdAt: FRIDAY_NOON,
      });
      expect(t.em.flush).toHaveBeenCalled();
      const dto: PostDto = {
        id: 'new-post',
        forum_id: forum.id,
        user_id: host.userId,
        user_name: 'Carla Lima',
        user_photo: null,
        content: 'Que ******** de frio',
        created_at: FRIDAY_NOON.toISOString(),
        comments_count: 0,
        comments: [],
      };
      expect(t.live.add).toHaveBeenCalledWith(t.em, forum.id, 'new_post', dto);
      expect(t.live.addStats).toHaveBeenCalledWith(t.em, forum);
      expect(t.live.pushNow).toHaveBeenCalledTimes(1);
      expect(result).toEqual({ message: m.postCreated, post: dto });
    });

    it('announces forum.post_created in its transaction, so the meetup’s attendees are notified', async () => {
      await postBy(host.userId);

      expect(t.outbox.add).toHaveBeenCalledTimes(1);
      expect(t.outbox.add).toHaveBeenCalledWith(t.em, 'forum.post_created', {
        post_id: 'new-post',
        indication_id: forum.id,
        author_id: host.userId,
        week: forum.week,
        at: FRIDAY_NOON.toISOString(),
      });
    });

    it('is written under the forum’s lock, taken before the row is added', async () => {
      await postBy(host.userId);
      expect(t.live.lock).toHaveBeenCalledWith(t.em, forum.id);
      expect(t.live.lock.mock.invocationCallOrder[0]).toBeLessThan(
        t.posts.addPost.mock.invocationCallOrder[0]!,
      );
    });

    it('is refused to anyone but the host, even a confirmed participant, writing nothing', async () => {
      await expectRefusal(postBy(member.userId), 'HOST_ONLY_POSTS', m.hostOnlyPosts);
      expectNotCalled(t.live.lock, t.posts.addPost, t.outbox.add, t.live.pushNow);
    });

    it.each<Refusal>([
      {
        name: 'is refused to the host on the Thursday before the forum opens',
        arrange: () => t.clock.set(THURSDAY_NIGHT),
        reason: 'FORUM_CLOSED',
        message: m.forumClosed,
      },
      {
        name: 'is refused to the host from the Monday after',
        arrange: () => t.clock.set(NEXT_MONDAY),
        reason: 'FORUM_CLOSED',
        message: m.forumClosed,
      },
      {
        name: 'is refused to a host whose profile is now in another city',
        arrange: () => known({ ...host, ...RIO }),
        reason: 'FORUM_OTHER_CITY',
        message: m.otherCity,
      },
      {
        name: 'is refused in a forum that does not exist (or was removed)',
        arrange: () => t.forums.findById.mockResolvedValue(null),
        reason: 'FORUM_NOT_FOUND',
        message: m.forumNotFound,
      },
    ])('$name', async ({ arrange, reason, message }) => {
      arrange();
      await expectRefusal(postBy(host.userId), reason, message);
      expectNotCalled(t.posts.addPost);
    });
  });

  describe('a comment', () => {
    it('is a confirmed non-host’s: stored masked on the post’s forum, announced with the new stats', async () => {
      const result = await t.sut.createComment(member.userId, post.id, { content: 'Que porcaria!' });

      expect(t.forums.isParticipant).toHaveBeenCalledWith(t.em, forum.id, member.userId);
      expect(t.posts.addComment).toHaveBeenCalledWith(t.em, {
        postId: post.id,
        forumId: forum.id,
        userId: member.userId,
        content: 'Que ********!',
        createdAt: FRIDAY_NOON,
      });
      expect(t.em.flush).toHaveBeenCalled();
      const dto = {
        id: 'new-comment',
        post_id: post.id,
        user_id: member.userId,
        user_name: 'Bia Rocha',
        user_photo: null,
        content: 'Que ********!',
        created_at: FRIDAY_NOON.toISOString(),
      };
      expect(t.live.add).toHaveBeenCalledWith(t.em, forum.id, 'new_comment', dto);
      expect(t.live.addStats).toHaveBeenCalledWith(t.em, forum);
      expect(t.live.pushNow).toHaveBeenCalledTimes(1);
      expect(result).toEqual({ message: m.commentCreated, comment: dto });
    });

    it('is refused to the host, confirmed or not, without asking about presence', async () => {
      await expectRefusal(commentBy(host.userId), 'HOST_CANNOT_COMMENT', m.hostCannotComment);
      expectNotCalled(t.forums.isParticipant, t.posts.addComment);
    });

    it.each<Refusal & { untouched: () => unknown[] }>([
      {
        name: 'is refused to a person of the city who has not confirmed presence',
        arrange: () => t.forums.isParticipant.mockResolvedValue(false),
        reason: 'CONFIRM_TO_COMMENT',
        message: m.confirmToComment,
        untouched: () => [t.live.lock, t.posts.addComment],
      },
      {
        name: 'is refused to a confirmed participant outside Friday–Sunday',
        arrange: () => t.clock.set(NEXT_MONDAY),
        reason: 'FORUM_CLOSED',
        message: m.forumClosed,
        untouched: () => [t.posts.addComment],
      },
      {
        name: 'is refused to a confirmed participant who moved to another city',
        arrange: () => known(host, { ...member, ...RIO }),
        reason: 'FORUM_OTHER_CITY',
        message: m.otherCity,
        untouched: () => [t.posts.addComment],
      },
    ])('$name', async ({ arrange, reason, message, untouched }) => {
      arrange();
      await expectRefusal(commentBy(member.userId), reason, message);
      expectNotCalled(...untouched());
    });

    it('answers a post id that is not a UUID as not found without a query', async () => {
      await expectRefusal(commentBy(member.userId, 'p-1'), 'POST_NOT_FOUND', m.postNotFound);
      expect(t.posts.findPost).not.toHaveBeenCalled();
    });

    it('is refused when the post was deleted while waiting for the forum’s lock', async () => {
      t.posts.findPost.mockResolvedValueOnce(post).mockResolvedValueOnce(null);
      await expectRefusal(commentBy(member.userId), 'POST_NOT_FOUND', m.postNotFound);
      expect(t.live.lock).toHaveBeenCalledWith(t.em, forum.id);
      expectNotCalled(t.posts.addComment, t.live.pushNow);
    });
  });

  it('lists a post’s comments through the forum’s cached reads', async () => {
    const list = { comments: [] };
    t.reads.comments.mockResolvedValue(list);
    await expect(t.sut.listComments(member.userId, post.id)).resolves.toBe(list);
    expect(t.reads.comments).toHaveBeenCalledWith(member.userId, post.id);
  });

  describe('an author’s own changes', () => {
    it('edits one’s post as read again under the lock, then pushes', async () => {
      const current = { ...post, content: 'lido de novo' };
      t.posts.findPost.mockResolvedValueOnce(post).mockResolvedValueOnce(current);
      const dto = { id: post.id } as PostDto;
      t.changes.editPost.mockResolvedValue(dto);

      const result = await t.sut.updatePost(host.userId, post.id, { content: 'Novo texto' });

      expect(t.live.lock).toHaveBeenCalledWith(t.em, forum.id);
      expect(t.changes.editPost).toHaveBeenCalledWith(t.em, current, 'Novo texto');
      expect(t.live.pushNow).toHaveBeenCalledTimes(1);
      expect(result).toEqual({ message: m.postUpdated, post: dto });
    });

    it('refuses to edit someone else’s post before looking at the forum', async () => {
      await expectRefusal(
        t.sut.updatePost(member.userId, post.id, { content: 'x' }),
        'NOT_POST_AUTHOR',
        m.notPostAuthor,
      );
      expectNotCalled(t.forums.findById, t.changes.editPost, t.live.pushNow);
    });

    it('refuses changes once the forum has closed, with its own message', async () => {
      t.clock.set(NEXT_MONDAY);
      await expectRefusal(
        t.sut.updatePost(host.userId, post.id, { content: 'x' }),
        'CHANGES_CLOSED',
        m.changesClosed,
      );
      await expectRefusal(t.sut.deleteComment(member.userId, comment.id), 'CHANGES_CLOSED', m.changesClosed);
      expectNotCalled(t.changes.editPost, t.changes.deleteComment);
    });

    it('lets an author change their post without asking their city (only authorship and the window)', async () => {
      known({ ...host, ...RIO });
      t.changes.editPost.mockResolvedValue({ id: post.id } as PostDto);
      await expect(t.sut.updatePost(host.userId, post.id, { content: 'x' })).resolves.toMatchObject({
        message: m.postUpdated,
      });
      expect(access.people.findById).not.toHaveBeenCalled();
    });

    it('deletes one’s post (with its comments) and answers the forum’s new stats', async () => {
      t.changes.deletePost.mockResolvedValue(STATS);
      await expect(t.sut.deletePost(host.userId, post.id)).resolves.toEqual({
        message: m.postDeleted,
        stats: STATS,
      });
      expect(t.changes.deletePost).toHaveBeenCalledWith(t.em, post);
      expect(t.live.pushNow).toHaveBeenCalledTimes(1);
    });

    it('answers a post gone while waiting for the lock as not found', async () => {
      t.posts.findPost.mockResolvedValueOnce(post).mockResolvedValueOnce(null);
      await expectRefusal(t.sut.deletePost(host.userId, post.id), 'POST_NOT_FOUND', m.postNotFound);
      expect(t.changes.deletePost).not.toHaveBeenCalled();
    });

    it('edits one’s comment and answers it with its author', async () => {
      const mine = { ...comment };
      t.posts.findComment.mockResolvedValue(mine);
      t.changes.editComment.mockImplementation((_em, c, content) => {
        c.content = content;
        return Promise.resolve();
      });
      const result = await t.sut.updateComment(member.userId, comment.id, { content: 'Mudei' });

      expect(t.live.lock).toHaveBeenCalledWith(t.em, forum.id);
      expect(t.changes.editComment).toHaveBeenCalledWith(t.em, mine, 'Mudei');
      expect(t.live.pushNow).toHaveBeenCalledTimes(1);
      expect(result).toEqual({
        message: m.commentUpdated,
        comment: expect.objectContaining({ id: comment.id, user_name: 'Bia Rocha', content: 'Mudei' }),
      });
    });

    it('refuses to edit or delete someone else’s comment, even the host', async () => {
      await expectRefusal(
        t.sut.updateComment(host.userId, comment.id, { content: 'x' }),
        'NOT_COMMENT_AUTHOR',
        m.notCommentAuthor,
      );
      await expectRefusal(
        t.sut.deleteComment(host.userId, comment.id),
        'NOT_COMMENT_AUTHOR',
        m.notCommentAuthor,
      );
      expectNotCalled(t.changes.editComment, t.changes.deleteComment);
    });

    it('deletes one’s comment and answers the forum’s new stats', async () => {
      t.changes.deleteComment.mockResolvedValue(STATS);
      await expect(t.sut.deleteComment(member.userId, comment.id)).resolves.toEqual({
        message: m.commentDeleted,
        stats: STATS,
      });
      expect(t.changes.deleteComment).toHaveBeenCalledWith(t.em, comment);
      expect(t.live.pushNow).toHaveBeenCalledTimes(1);
    });

    it('answers an unknown comment as not found', async () => {
      t.posts.findComment.mockResolvedValue(null);
      await expectRefusal(
        t.sut.deleteComment(member.userId, comment.id),
        'COMMENT_NOT_FOUND',
        m.commentNotFound,
      );
      expect(t.changes.deleteComment).not.toHaveBeenCalled();
    });
  });
});
