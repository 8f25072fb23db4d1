import { beforeEach, describe, expect, it } from '@jest/globals';
import { type Post as PostDto, REMOVED_USER_NAME } from '@encontro/contracts';
import { EventConsumer } from '@encontro/server-events';
import { automock, type Mocked, type UnitOfWork, ormForking, unitOfWork } from '@encontro/testing';
import {
  commentFactory,
  forumFactory,
  memoryFactory,
  participantFactory,
  personFactory,
  postFactory,
} from '../../test/support/factories.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { LiveUpdates } from '../live/live-updates.service.js';
import { UpdatesRepository } from '../live/updates.repository.js';
import { MemoriesRepository } from '../memories/memories.repository.js';
import { PeopleRepository } from '../people/people.repository.js';
import { PostsRepository } from '../posts/posts.repository.js';
import { UserDataService } from './user-data.service.js';

describe(UserDataService.name, () => {
  let forums: Mocked<ForumsRepository>;
  let posts: Mocked<PostsRepository>;
  let memories: Mocked<MemoriesRepository>;
  let people: Mocked<PeopleRepository>;
  let updates: Mocked<UpdatesRepository>;
  let views: Mocked<ForumViews>;
  let live: Mocked<LiveUpdates>;
  let service: UserDataService;
  let em: UnitOfWork;
  const user = personFactory();
  const hosted = forumFactory({ hostId: user.userId, hostName: 'Ana Souza' });
  const attended = forumFactory();
  const own = postFactory(hosted);
  const othersPost = postFactory(attended);
  const ownComment = commentFactory(othersPost, { userId: user.userId });

  const deleted = { user_id: user.userId, by: 'self' as const, at: '2026-12-01T10:00:00.000Z' };

  beforeEach(() => {
    forums = automock(ForumsRepository);
    posts = automock(PostsRepository);
    memories = automock(MemoriesRepository);
    people = automock(PeopleRepository);
    updates = automock(UpdatesRepository);
    views = automock(ForumViews);
    live = automock(LiveUpdates);
    posts.postsBy.mockResolvedValue([own]);
    posts.commentsBy.mockResolvedValue([ownComment]);
    forums.participationsOf.mockResolvedValue([participantFactory(attended, { userId: user.userId })]);
    posts.deleteAllBy.mockResolvedValue({
      posts: [{ id: own.id, forum_id: hosted.id }],
      comments: [{ post_id: othersPost.id, forum_id: attended.id }],
    });
    memories.deleteBy.mockResolvedValue(1);
    forums.deleteParticipations.mockResolvedValue([attended.id]);
    updates.deleteConnectionsOf.mockResolvedValue(undefined);
    forums.hostedBy.mockResolvedValue([hosted]);
    people.delete.mockResolvedValue(undefined);
    forums.findByIds.mockResolvedValue(
      new Map([
        [hosted.id, hosted],
        [attended.id, attended],
      ]),
    );
    posts.findPost.mockResolvedValue(othersPost);
    views.post.mockResolvedValue({ id: othersPost.id } as PostDto);
    live.lock.mockResolvedValue(undefined);
    live.add.mockResolvedValue({} as never);
    live.addStats.mockResolvedValue({} as never);
    live.pushSoon.mockReturnValue(undefined);
    em = unitOfWork();
    service = new UserDataService(
      ormForking(em),
      automock(EventConsumer),
      forums,
      posts,
      memories,
      people,
      updates,
      views,
      live,
    );
  });

  describe('the erasure of a deleted user', () => {
    it('locks every forum they wrote or confirmed in, in one order, before deleting', async () => {
      await service.erase(em, deleted);
      expect(live.lock.mock.calls.map(([, id]) => id)).toEqual([hosted.id, attended.id].sort());
      expect(live.lock.mock.invocationCallOrder.at(-1)).toBeLessThan(
        posts.deleteAllBy.mock.invocationCallOrder[0]!,
      );
    });

    it('deletes their posts, comments, memories, presences, connections and person row', async () => {
      await service.erase(em, deleted);
      expect(posts.deleteAllBy).toHaveBeenCalledWith(em, user.userId);
      expect(memories.deleteBy).toHaveBeenCalledWith(em, user.userId);
      expect(forums.deleteParticipations).toHaveBeenCalledWith(em, user.userId);
      expect(updates.deleteConnectionsOf).toHaveBeenCalledWith(em, user.userId);
      expect(people.delete).toHaveBeenCalledWith(em, user.userId);
      expect(em.flush).toHaveBeenCalled();
    });

    it('keeps the forums they hosted, the host shown as Usuário removido', async () => {
      await service.erase(em, deleted);
      expect(hosted.hostName).toBe(REMOVED_USER_NAME);
      expect(hosted.hostId).toBe(user.userId);
    });

    it('tells open pages: post_deleted, post_updated for posts that lost a comment, stats of each forum', async () => {
      await service.erase(em, deleted);

      expect(live.add.mock.calls.map(([, id, type]) => [id, type])).toEqual([
        [hosted.id, 'post_deleted'],
        [attended.id, 'post_updated'],
      ]);
      expect(live.add).toHaveBeenCalledWith(em, hosted.id, 'post_deleted', { post_id: own.id });
      expect(live.addStats.mock.calls.map(([, f]) => f.id).sort()).toEqual([hosted.id, attended.id].sort());
      expect(live.pushSoon).toHaveBeenCalledTimes(1);
    });

    it('sends no post_updated for a post deleted with the user’s own', async () => {
      posts.deleteAllBy.mockResolvedValue({
        posts: [{ id: own.id, forum_id: hosted.id }],
        comments: [{ post_id: own.id, forum_id: hosted.id }],
      });
      await service.erase(em, deleted);
      expect(live.add.mock.calls.map(([, , type]) => type)).toEqual(['post_deleted']);
      expect(posts.findPost).not.toHaveBeenCalled();
    });

    it('pushes nothing for someone who never wrote nor confirmed', async () => {
      posts.postsBy.mockResolvedValue([]);
      posts.commentsBy.mockResolvedValue([]);
      forums.participationsOf.mockResolvedValue([]);
      posts.deleteAllBy.mockResolvedValue({ posts: [], comments: [] });
      forums.hostedBy.mockResolvedValue([]);
      forums.findByIds.mockResolvedValue(new Map());

      await service.erase(em, deleted);

      expect(live.lock).not.toHaveBeenCalled();
      expect(people.delete).toHaveBeenCalledWith(em, user.userId);
      expect(live.addStats).not.toHaveBeenCalled();
      expect(live.pushSoon).not.toHaveBeenCalled();
    });
  });

  it('exports a person’s posts, comments, memories and presences with their forums', async () => {
    const memory = memoryFactory(attended, { userId: user.userId });
    memories.by.mockResolvedValue([memory]);
    forums.findByIds.mockResolvedValue(new Map([[attended.id, attended]]));

    const exported = await service.export(user.userId);

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
            forum_name: attended.name,
            week: attended.week,
            confirmed_at: '2026-11-27T15:00:00.000Z',
          },
        ],
      },
    });
  });
});
