import { beforeEach, describe, expect, it } from '@jest/globals';
import { type Post as PostDto, REMOVED_USER_NAME } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { expectNotCalled, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import {
  commentFactory,
  forumFactory,
  memoryFactory,
  participantFactory,
  personFactory,
  postFactory,
} from '../../test/support/factories.js';
import { CheckinsRepository } from '../forums/checkins.repository.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { LiveUpdates } from '../live/live-updates.service.js';
import { UpdatesRepository } from '../live/updates.repository.js';
import { MemoriesRepository } from '../memories/memories.repository.js';
import { PeopleRepository } from '../people/people.repository.js';
import { PostsRepository } from '../posts/posts.repository.js';
import { UserDataService } from './user-data.service.js';

describe(UserDataService.name, () => {
  const t = serviceUnderTest(UserDataService, ({ em }) => ({
    orm: ormForking(em),
    events: EventConsumer,
    forums: ForumsRepository,
    checkins: CheckinsRepository,
    posts: PostsRepository,
    memories: MemoriesRepository,
    people: PeopleRepository,
    updates: UpdatesRepository,
    views: ForumViews,
    live: LiveUpdates,
  }));
  const user = personFactory();
  const hosted = forumFactory({ hostId: user.userId, hostName: 'Ana Souza' });
  const attended = forumFactory();
  const own = postFactory(hosted);
  const othersPost = postFactory(attended);
  const ownComment = commentFactory(othersPost, { userId: user.userId });

  const deleted = { user_id: user.userId, by: 'self' as const, at: '2026-12-01T10:00:00.000Z' };

  beforeEach(() => {
    t.posts.postsBy.mockResolvedValue([own]);
    t.posts.commentsBy.mockResolvedValue([ownComment]);
    t.forums.participationsOf.mockResolvedValue([participantFactory(attended, { userId: user.userId })]);
    t.posts.deleteAllBy.mockResolvedValue({
      posts: [{ id: own.id, forum_id: hosted.id }],
      comments: [{ post_id: othersPost.id, forum_id: attended.id }],
    });
    t.memories.deleteBy.mockResolvedValue(1);
    t.forums.deleteParticipations.mockResolvedValue([attended.id]);
    t.checkins.deleteBy.mockResolvedValue(undefined);
    t.checkins.of.mockResolvedValue([]);
    t.updates.deleteConnectionsOf.mockResolvedValue(undefined);
    t.forums.hostedBy.mockResolvedValue([hosted]);
    t.people.delete.mockResolvedValue(undefined);
    t.forums.findByIds.mockResolvedValue(
      new Map([
        [hosted.id, hosted],
        [attended.id, attended],
      ]),
    );
    t.posts.findPost.mockResolvedValue(othersPost);
    t.views.post.mockResolvedValue({ id: othersPost.id } as PostDto);
    t.live.lock.mockResolvedValue(undefined);
    t.live.add.mockResolvedValue({} as never);
    t.live.addStats.mockResolvedValue({} as never);
    t.live.pushSoon.mockReturnValue(undefined);
  });

  describe('the erasure of a deleted user', () => {
    it('locks every forum they wrote or confirmed in, in one order, before deleting', async () => {
      await t.sut.erase(t.em, deleted);
      expect(t.live.lock.mock.calls.map(([, id]) => id)).toEqual([hosted.id, attended.id].sort());
      expect(t.live.lock.mock.invocationCallOrder.at(-1)).toBeLessThan(
        t.posts.deleteAllBy.mock.invocationCallOrder[0]!,
      );
    });

    it('deletes their posts, comments, memories, presences, check-ins, connections and person row', async () => {
      await t.sut.erase(t.em, deleted);
      expect(t.posts.deleteAllBy).toHaveBeenCalledWith(t.em, user.userId);
      expect(t.memories.deleteBy).toHaveBeenCalledWith(t.em, user.userId);
      expect(t.forums.deleteParticipations).toHaveBeenCalledWith(t.em, user.userId);
      expect(t.checkins.deleteBy).toHaveBeenCalledWith(t.em, user.userId);
      expect(t.updates.deleteConnectionsOf).toHaveBeenCalledWith(t.em, user.userId);
      expect(t.people.delete).toHaveBeenCalledWith(t.em, user.userId);
      expect(t.em.flush).toHaveBeenCalled();
    });

    it('keeps the forums they hosted, the host shown as Usuário removido', async () => {
      await t.sut.erase(t.em, deleted);
      expect(hosted.hostName).toBe(REMOVED_USER_NAME);
      expect(hosted.hostId).toBe(user.userId);
    });

    it('tells open pages: post_deleted, post_updated for posts that lost a comment, stats of each forum', async () => {
      await t.sut.erase(t.em, deleted);

      expect(t.live.add.mock.calls.map(([, id, type]) => [id, type])).toEqual([
        [hosted.id, 'post_deleted'],
        [attended.id, 'post_updated'],
      ]);
      expect(t.live.add).toHaveBeenCalledWith(t.em, hosted.id, 'post_deleted', { post_id: own.id });
      expect(t.live.addStats.mock.calls.map(([, f]) => f.id).sort()).toEqual([hosted.id, attended.id].sort());
      expect(t.live.pushSoon).toHaveBeenCalledTimes(1);
    });

    it('sends no post_updated for a post deleted with the user’s own', async () => {
      t.posts.deleteAllBy.mockResolvedValue({
        posts: [{ id: own.id, forum_id: hosted.id }],
        comments: [{ post_id: own.id, forum_id: hosted.id }],
      });
      await t.sut.erase(t.em, deleted);
      expect(t.live.add.mock.calls.map(([, , type]) => type)).toEqual(['post_deleted']);
      expect(t.posts.findPost).not.toHaveBeenCalled();
    });

    it('pushes nothing for someone who never wrote nor confirmed', async () => {
      t.posts.postsBy.mockResolvedValue([]);
      t.posts.commentsBy.mockResolvedValue([]);
      t.forums.participationsOf.mockResolvedValue([]);
      t.posts.deleteAllBy.mockResolvedValue({ posts: [], comments: [] });
      t.forums.hostedBy.mockResolvedValue([]);
      t.forums.findByIds.mockResolvedValue(new Map());

      await t.sut.erase(t.em, deleted);

      expect(t.live.lock).not.toHaveBeenCalled();
      expect(t.people.delete).toHaveBeenCalledWith(t.em, user.userId);
      expectNotCalled(t.live.addStats, t.live.pushSoon);
    });
  });

  it('exports a person’s posts, comments, memories, presences and check-ins with their forums', async () => {
    const memory = memoryFactory(attended, { userId: user.userId });
    t.memories.by.mockResolvedValue([memory]);
    t.checkins.of.mockResolvedValue([
      { forumId: attended.id, userId: user.userId, checkedInAt: new Date('2026-11-28T22:00:00Z') },
    ]);
    t.forums.findByIds.mockResolvedValue(new Map([[attended.id, attended]]));

    const exported = await t.sut.export(user.userId);

    expect(exported).toEqual({
      service: 'forum-svc',
      data: {
        posts: [
          { id: own.id, forum_id: hosted.id, content: own.content, created_at: own.createdAt.toISOString() },
        ],
        comments: [
          {
            id: ownComment.id,
            post_id: othersPost.id,
            content: ownComment.content,
            created_at: ownComment.createdAt.toISOString(),
          },
        ],
        memories: [
          {
            id: memory.id,
            forum_id: attended.id,
            photo_url: memory.photoKey,
            description: memory.description,
            created_at: memory.createdAt.toISOString(),
          },
        ],
        participations: [
          {
            forum_id: attended.id,
            forum_name: attended.meetup.name,
            week: attended.week,
            confirmed_at: '2026-11-27T15:00:00.000Z',
          },
        ],
        checkins: [
          {
            forum_id: attended.id,
            forum_name: attended.meetup.name,
            week: attended.week,
            checked_in_at: '2026-11-28T22:00:00.000Z',
          },
        ],
      },
    });
  });
});
