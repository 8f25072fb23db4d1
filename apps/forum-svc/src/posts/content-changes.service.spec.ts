import { beforeEach, describe, expect, it } from '@jest/globals';
import { type ForumStats, type Post as PostDto, weekInstant } from '@encontro/contracts';
import { clockAt, expectNotCalled, serviceUnderTest } from '@encontro/testing/unit';
import { FORUM_WEEK, commentFactory, forumFactory, postFactory } from '../../test/support/factories.js';
import { ForumViews } from '../forums/forum-views.service.js';
import { ForumsRepository } from '../forums/forums.repository.js';
import { LiveUpdates } from '../live/live-updates.service.js';
import { CensorService } from '../moderation/censor.service.js';
import { ContentChanges } from './content-changes.service.js';
import type { Comment, Post } from './post.entity.js';
import { PostsRepository } from './posts.repository.js';

const SATURDAY = weekInstant(FORUM_WEEK, 6, 10);
const STATS: ForumStats = { total_posts: 2, total_comments: 5, active_participants: 4 };

describe(ContentChanges.name, () => {
  const t = serviceUnderTest(ContentChanges, () => ({
    forums: ForumsRepository,
    posts: PostsRepository,
    views: ForumViews,
    live: LiveUpdates,
    censor: CensorService,
    clock: clockAt(SATURDAY),
  }));
  const forum = forumFactory();
  let post: Post;
  let comment: Comment;
  const postView = { id: 'view' } as PostDto;

  beforeEach(() => {
    post = postFactory(forum);
    comment = commentFactory(post);
    t.censor.mask.mockImplementation((_em, text) => Promise.resolve(text.replace('droga', '*****')));
    t.forums.findById.mockResolvedValue(forum);
    t.posts.findPost.mockResolvedValue(post);
    t.posts.deletePost.mockResolvedValue(undefined);
    t.posts.deleteComment.mockResolvedValue(undefined);
    t.views.post.mockResolvedValue(postView);
    t.views.stats.mockResolvedValue(STATS);
    t.live.add.mockResolvedValue({} as never);
  });

  it('edits a post masked as when it was written, stamps the time and announces post_updated', async () => {
    const dto = await t.sut.editPost(t.em, post, 'Que droga de chuva');

    expect(post).toMatchObject({ content: 'Que ***** de chuva', updatedAt: SATURDAY });
    expect(t.em.flush.mock.invocationCallOrder[0]).toBeLessThan(t.views.post.mock.invocationCallOrder[0]!);
    expect(t.views.post).toHaveBeenCalledWith(t.em, post);
    expect(t.live.add).toHaveBeenCalledWith(t.em, forum.id, 'post_updated', postView);
    expect(dto).toBe(postView);
  });

  it('deletes a post, announces post_deleted then the forum’s new stats, and answers them', async () => {
    await expect(t.sut.deletePost(t.em, post)).resolves.toBe(STATS);

    expect(t.posts.deletePost).toHaveBeenCalledWith(t.em, post);
    expect(t.live.add.mock.calls.map(([, id, type, data]) => [id, type, data])).toEqual([
      [forum.id, 'post_deleted', { post_id: post.id }],
      [forum.id, 'stats_updated', STATS],
    ]);
    expect(t.views.stats).toHaveBeenCalledWith(t.em, forum);
  });

  it('edits a comment masked and announces its post as post_updated', async () => {
    await t.sut.editComment(t.em, comment, 'Que droga');

    expect(comment).toMatchObject({ content: 'Que *****', updatedAt: SATURDAY });
    expect(t.em.flush).toHaveBeenCalled();
    expect(t.posts.findPost).toHaveBeenCalledWith(t.em, post.id);
    expect(t.live.add).toHaveBeenCalledWith(t.em, forum.id, 'post_updated', postView);
  });

  it('announces nothing for an edited comment whose post is gone', async () => {
    t.posts.findPost.mockResolvedValue(null);
    await t.sut.editComment(t.em, comment, 'Oi');
    expect(comment.content).toBe('Oi');
    expect(t.live.add).not.toHaveBeenCalled();
  });

  it('deletes a comment, announces its post and the new stats, and answers them', async () => {
    await expect(t.sut.deleteComment(t.em, comment)).resolves.toBe(STATS);

    expect(t.posts.deleteComment).toHaveBeenCalledWith(t.em, comment);
    expect(t.live.add.mock.calls.map(([, id, type]) => [id, type])).toEqual([
      [forum.id, 'post_updated'],
      [forum.id, 'stats_updated'],
    ]);
  });

  it('leaves the lock and the push to its caller', async () => {
    await t.sut.editPost(t.em, post, 'a');
    await t.sut.deletePost(t.em, post);
    await t.sut.editComment(t.em, comment, 'b');
    await t.sut.deleteComment(t.em, comment);
    expectNotCalled(t.live.lock, t.live.pushNow, t.live.pushSoon);
  });
});
