import { beforeEach, describe, expect, it } from '@jest/globals';
import { type ForumStats, type Post as PostDto, forumMessages as m, weekInstant } from '@encontro/contracts';
import type { AdjustableClock } from '@encontro/server-clock';
import { Outbox } from '@encontro/server-events';
import { automock, type Mocked, type UnitOfWork, clockAt, ormForking, unitOfWork } from '@encontro/testing';
import {
  FORUM_WEEK,
  RIO,
  commentFactory,
  forumFactory,
  personFactory,
  postFactory,
} from '../../test/support/factories.js';
import { knownPeople } from '../../test/support/doubles.js';
import { ForumAccess } from '../forums/forum-access.service.js';
import { ForumReads } from '../forums/forum-reads.service.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { LiveUpdates } from '../live/live-updates.service.js';
import { CensorService } from '../moderation/censor.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { Person } from '../people/person.entity.js';
import { ContentChanges } from './content-changes.service.js';
import type { Comment, Post } from './post.entity.js';
import { PostsRepository } from './posts.repository.js';
import { PostsService } from './posts.service.js';

const FRIDAY_NOON = weekInstant(FORUM_WEEK, 5, 12);
const THURSDAY_NIGHT = weekInstant(FORUM_WEEK, 4, 23);
const NEXT_MONDAY = weekInstant('2026-W49', 1);
const STATS: ForumStats = { total_posts: 1, total_comments: 0, active_participants: 3 };

describe(PostsService.name, () => {
  let forums: Mocked<ForumsRepository>;
  let people: Mocked<PeopleRepository>;
  let posts: Mocked<PostsRepository>;
  let live: Mocked<LiveUpdates>;
  let censor: Mocked<CensorService>;
  let changes: Mocked<ContentChanges>;
  let reads: Mocked<ForumReads>;
  let outbox: Mocked<Outbox>;
  let clock: AdjustableClock;
  let service: PostsService;
  let em: UnitOfWork;
  const host = personFactory({ name: 'Carla', surname: 'Lima' });
  const member = personFactory({ name: 'Bia', surname: 'Rocha' });
  const forum = forumFactory({ hostId: host.userId });
  const post = postFactory(forum);
  const comment = commentFactory(post, { userId: member.userId });

  const known = (...list: Person[]) => knownPeople(people, ...list);

  beforeEach(() => {
    forums = automock(ForumsRepository);
    people = automock(PeopleRepository);
    posts = automock(PostsRepository);
    live = automock(LiveUpdates);
    censor = automock(CensorService);
    changes = automock(ContentChanges);
    reads = automock(ForumReads);
    outbox = automock(Outbox);
    outbox.add.mockReturnValue('event-id');
    forums.findById.mockResolvedValue(forum);
    forums.isParticipant.mockResolvedValue(true);
    known(host, member);
    posts.findPost.mockResolvedValue(post);
    posts.findComment.mockResolvedValue(comment);
    posts.addPost.mockImplementation((_em, data) => ({ id: 'new-post', ...data, updatedAt: null }) as Post);
    posts.addComment.mockImplementation(
      (_em, data) => ({ id: 'new-comment', ...data, updatedAt: null }) as Comment,
    );
    censor.mask.mockImplementation((_em, text) => Promise.resolve(text.replace('porcaria', '********')));
    live.lock.mockResolvedValue(undefined);
    live.add.mockImplementation((_em, forumId, type, data) =>
      Promise.resolve({ id: '1', forum_id: forumId, type, data, created_at: '' } as never),
    );
    live.addStats.mockResolvedValue({ id: '2' } as never);
    live.pushNow.mockReturnValue(undefined);
    em = unitOfWork();
    clock = clockAt(FRIDAY_NOON);
    service = new PostsService(
      ormForking(em),
      new ForumAccess(forums, people, clock),
      forums,
      posts,
      automock(ForumViews),
      live,
      censor,
      changes,
      clock,
      reads,
      outbox,
    );
  });

  describe('a post', () => {
    it('is the host’s: stored masked at the clock’s time, announced with the new stats, pushed after', async () => {
      const result = await service.createPost(host.userId, forum.id, { content: 'Que porcaria de frio' });

      expect(posts.addPost).toHaveBeenCalledWith(em, {
        forumId: forum.id,
        userId: host.userId,
        content: 'Que ******** de frio',
        createdAt: FRIDAY_NOON,
      });
      expect(em.flush).toHaveBeenCalled();
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
      expect(live.add).toHaveBeenCalledWith(em, forum.id, 'new_post', dto);
      expect(live.addStats).toHaveBeenCalledWith(em, forum);
      expect(live.pushNow).toHaveBeenCalledTimes(1);
      expect(result).toEqual({ message: m.postCreated, post: dto });
    });

    it('announces forum.post_created in its transaction, so the meetup’s attendees are notified', async () => {
      await service.createPost(host.userId, forum.id, { content: 'Oi' });

      expect(outbox.add).toHaveBeenCalledTimes(1);
      expect(outbox.add).toHaveBeenCalledWith(em, 'forum.post_created', {
        post_id: 'new-post',
        indication_id: forum.id,
        author_id: host.userId,
        week: forum.week,
        at: FRIDAY_NOON.toISOString(),
      });
    });

    it('is written under the forum’s lock, taken before the row is added', async () => {
      await service.createPost(host.userId, forum.id, { content: 'Oi' });
      expect(live.lock).toHaveBeenCalledWith(em, forum.id);
      expect(live.lock.mock.invocationCallOrder[0]).toBeLessThan(posts.addPost.mock.invocationCallOrder[0]!);
    });

    it('is refused to anyone but the host, even a confirmed participant, writing nothing', async () => {
      await expect(service.createPost(member.userId, forum.id, { content: 'Oi' })).rejects.toMatchObject({
        reason: 'HOST_ONLY_POSTS',
        message: m.hostOnlyPosts,
      });
      expect(live.lock).not.toHaveBeenCalled();
      expect(posts.addPost).not.toHaveBeenCalled();
      expect(outbox.add).not.toHaveBeenCalled();
      expect(live.pushNow).not.toHaveBeenCalled();
    });

    it('is refused to the host on the Thursday before the forum opens', async () => {
      clock.set(THURSDAY_NIGHT);
      await expect(service.createPost(host.userId, forum.id, { content: 'Oi' })).rejects.toMatchObject({
        reason: 'FORUM_CLOSED',
        message: m.forumClosed,
      });
      expect(posts.addPost).not.toHaveBeenCalled();
    });

    it('is refused to the host from the Monday after', async () => {
      clock.set(NEXT_MONDAY);
      await expect(service.createPost(host.userId, forum.id, { content: 'Oi' })).rejects.toMatchObject({
        reason: 'FORUM_CLOSED',
        message: m.forumClosed,
      });
      expect(posts.addPost).not.toHaveBeenCalled();
    });

    it('is refused to a host whose profile is now in another city', async () => {
      known({ ...host, ...RIO });
      await expect(service.createPost(host.userId, forum.id, { content: 'Oi' })).rejects.toMatchObject({
        reason: 'FORUM_OTHER_CITY',
        message: m.otherCity,
      });
      expect(posts.addPost).not.toHaveBeenCalled();
    });

    it('is refused in a forum that does not exist (or was removed)', async () => {
      forums.findById.mockResolvedValue(null);
      await expect(service.createPost(host.userId, forum.id, { content: 'Oi' })).rejects.toMatchObject({
        reason: 'FORUM_NOT_FOUND',
        message: m.forumNotFound,
      });
      expect(posts.addPost).not.toHaveBeenCalled();
    });
  });

  describe('a comment', () => {
    it('is a confirmed non-host’s: stored masked on the post’s forum, announced with the new stats', async () => {
      const result = await service.createComment(member.userId, post.id, { content: 'Que porcaria!' });

      expect(forums.isParticipant).toHaveBeenCalledWith(em, forum.id, member.userId);
      expect(posts.addComment).toHaveBeenCalledWith(em, {
        postId: post.id,
        forumId: forum.id,
        userId: member.userId,
        content: 'Que ********!',
        createdAt: FRIDAY_NOON,
      });
      expect(em.flush).toHaveBeenCalled();
      const dto = {
        id: 'new-comment',
        post_id: post.id,
        user_id: member.userId,
        user_name: 'Bia Rocha',
        user_photo: null,
        content: 'Que ********!',
        created_at: FRIDAY_NOON.toISOString(),
      };
      expect(live.add).toHaveBeenCalledWith(em, forum.id, 'new_comment', dto);
      expect(live.addStats).toHaveBeenCalledWith(em, forum);
      expect(live.pushNow).toHaveBeenCalledTimes(1);
      expect(result).toEqual({ message: m.commentCreated, comment: dto });
    });

    it('is refused to the host, confirmed or not, without asking about presence', async () => {
      await expect(service.createComment(host.userId, post.id, { content: 'Oi' })).rejects.toMatchObject({
        reason: 'HOST_CANNOT_COMMENT',
        message: m.hostCannotComment,
      });
      expect(forums.isParticipant).not.toHaveBeenCalled();
      expect(posts.addComment).not.toHaveBeenCalled();
    });

    it('is refused to a person of the city who has not confirmed presence', async () => {
      forums.isParticipant.mockResolvedValue(false);
      await expect(service.createComment(member.userId, post.id, { content: 'Oi' })).rejects.toMatchObject({
        reason: 'CONFIRM_TO_COMMENT',
        message: m.confirmToComment,
      });
      expect(live.lock).not.toHaveBeenCalled();
      expect(posts.addComment).not.toHaveBeenCalled();
    });

    it('is refused to a confirmed participant outside Friday–Sunday', async () => {
      clock.set(NEXT_MONDAY);
      await expect(service.createComment(member.userId, post.id, { content: 'Oi' })).rejects.toMatchObject({
        reason: 'FORUM_CLOSED',
        message: m.forumClosed,
      });
      expect(posts.addComment).not.toHaveBeenCalled();
    });

    it('is refused to a confirmed participant who moved to another city', async () => {
      known(host, { ...member, ...RIO });
      await expect(service.createComment(member.userId, post.id, { content: 'Oi' })).rejects.toMatchObject({
        reason: 'FORUM_OTHER_CITY',
        message: m.otherCity,
      });
      expect(posts.addComment).not.toHaveBeenCalled();
    });

    it('answers a post id that is not a UUID as not found without a query', async () => {
      await expect(service.createComment(member.userId, 'p-1', { content: 'Oi' })).rejects.toMatchObject({
        reason: 'POST_NOT_FOUND',
        message: m.postNotFound,
      });
      expect(posts.findPost).not.toHaveBeenCalled();
    });

    it('is refused when the post was deleted while waiting for the forum’s lock', async () => {
      posts.findPost.mockResolvedValueOnce(post).mockResolvedValueOnce(null);
      await expect(service.createComment(member.userId, post.id, { content: 'Oi' })).rejects.toMatchObject({
        reason: 'POST_NOT_FOUND',
        message: m.postNotFound,
      });
      expect(live.lock).toHaveBeenCalledWith(em, forum.id);
      expect(posts.addComment).not.toHaveBeenCalled();
      expect(live.pushNow).not.toHaveBeenCalled();
    });
  });

  it('lists a post’s comments through the forum’s cached reads', async () => {
    const list = { comments: [] };
    reads.comments.mockResolvedValue(list);
    await expect(service.listComments(member.userId, post.id)).resolves.toBe(list);
    expect(reads.comments).toHaveBeenCalledWith(member.userId, post.id);
  });

  describe('an author’s own changes', () => {
    it('edits one’s post as read again under the lock, then pushes', async () => {
      const current = { ...post, content: 'lido de novo' };
      posts.findPost.mockResolvedValueOnce(post).mockResolvedValueOnce(current);
      const dto = { id: post.id } as PostDto;
      changes.editPost.mockResolvedValue(dto);

      const result = await service.updatePost(host.userId, post.id, { content: 'Novo texto' });

      expect(live.lock).toHaveBeenCalledWith(em, forum.id);
      expect(changes.editPost).toHaveBeenCalledWith(em, current, 'Novo texto');
      expect(live.pushNow).toHaveBeenCalledTimes(1);
      expect(result).toEqual({ message: m.postUpdated, post: dto });
    });

    it('refuses to edit someone else’s post before looking at the forum', async () => {
      await expect(service.updatePost(member.userId, post.id, { content: 'x' })).rejects.toMatchObject({
        reason: 'NOT_POST_AUTHOR',
        message: m.notPostAuthor,
      });
      expect(forums.findById).not.toHaveBeenCalled();
      expect(changes.editPost).not.toHaveBeenCalled();
      expect(live.pushNow).not.toHaveBeenCalled();
    });

    it('refuses changes once the forum has closed, with its own message', async () => {
      clock.set(NEXT_MONDAY);
      await expect(service.updatePost(host.userId, post.id, { content: 'x' })).rejects.toMatchObject({
        reason: 'CHANGES_CLOSED',
        message: m.changesClosed,
      });
      await expect(service.deleteComment(member.userId, comment.id)).rejects.toMatchObject({
        reason: 'CHANGES_CLOSED',
        message: m.changesClosed,
      });
      expect(changes.editPost).not.toHaveBeenCalled();
      expect(changes.deleteComment).not.toHaveBeenCalled();
    });

    it('lets an author change their post without asking their city (only authorship and the window)', async () => {
      known({ ...host, ...RIO });
      changes.editPost.mockResolvedValue({ id: post.id } as PostDto);
      await expect(service.updatePost(host.userId, post.id, { content: 'x' })).resolves.toMatchObject({
        message: m.postUpdated,
      });
      expect(people.findById).not.toHaveBeenCalled();
    });

    it('deletes one’s post (with its comments) and answers the forum’s new stats', async () => {
      changes.deletePost.mockResolvedValue(STATS);
      await expect(service.deletePost(host.userId, post.id)).resolves.toEqual({
        message: m.postDeleted,
        stats: STATS,
      });
      expect(changes.deletePost).toHaveBeenCalledWith(em, post);
      expect(live.pushNow).toHaveBeenCalledTimes(1);
    });

    it('answers a post gone while waiting for the lock as not found', async () => {
      posts.findPost.mockResolvedValueOnce(post).mockResolvedValueOnce(null);
      await expect(service.deletePost(host.userId, post.id)).rejects.toMatchObject({
        reason: 'POST_NOT_FOUND',
        message: m.postNotFound,
      });
      expect(changes.deletePost).not.toHaveBeenCalled();
    });

    it('edits one’s comment and answers it with its author', async () => {
      const mine = { ...comment };
      posts.findComment.mockResolvedValue(mine);
      changes.editComment.mockImplementation((_em, c, content) => {
        c.content = content;
        return Promise.resolve();
      });
      const result = await service.updateComment(member.userId, comment.id, { content: 'Mudei' });

      expect(live.lock).toHaveBeenCalledWith(em, forum.id);
      expect(changes.editComment).toHaveBeenCalledWith(em, mine, 'Mudei');
      expect(live.pushNow).toHaveBeenCalledTimes(1);
      expect(result).toEqual({
        message: m.commentUpdated,
        comment: expect.objectContaining({ id: comment.id, user_name: 'Bia Rocha', content: 'Mudei' }),
      });
    });

    it('refuses to edit or delete someone else’s comment, even the host', async () => {
      await expect(service.updateComment(host.userId, comment.id, { content: 'x' })).rejects.toMatchObject({
        reason: 'NOT_COMMENT_AUTHOR',
        message: m.notCommentAuthor,
      });
      await expect(service.deleteComment(host.userId, comment.id)).rejects.toMatchObject({
        reason: 'NOT_COMMENT_AUTHOR',
        message: m.notCommentAuthor,
      });
      expect(changes.editComment).not.toHaveBeenCalled();
      expect(changes.deleteComment).not.toHaveBeenCalled();
    });

    it('deletes one’s comment and answers the forum’s new stats', async () => {
      changes.deleteComment.mockResolvedValue(STATS);
      await expect(service.deleteComment(member.userId, comment.id)).resolves.toEqual({
        message: m.commentDeleted,
        stats: STATS,
      });
      expect(changes.deleteComment).toHaveBeenCalledWith(em, comment);
      expect(live.pushNow).toHaveBeenCalledTimes(1);
    });

    it('answers an unknown comment as not found', async () => {
      posts.findComment.mockResolvedValue(null);
      await expect(service.deleteComment(member.userId, comment.id)).rejects.toMatchObject({
        reason: 'COMMENT_NOT_FOUND',
        message: m.commentNotFound,
      });
      expect(changes.deleteComment).not.toHaveBeenCalled();
    });
  });
});
