import { beforeEach, describe, expect, it } from '@jest/globals';
import { type ForumStats, type Post as PostDto, weekInstant } from '@encontro/contracts';
import { automock, type Mocked, type UnitOfWork, clockAt, unitOfWork } from '@encontro/testing';
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
  let forums: Mocked<ForumsRepository>;
  let posts: Mocked<PostsRepository>;
  let views: Mocked<ForumViews>;
  let live: Mocked<LiveUpdates>;
  let censor: Mocked<CensorService>;
  let changes: ContentChanges;
  let em: UnitOfWork;
  const forum = forumFactory();
  let post: Post;
  let comment: Comment;
  const postView = { id: 'view' } as PostDto;

  beforeEach(() => {
    forums = automock(ForumsRepository);
    posts = automock(PostsRepository);
    views = automock(ForumViews);
    live = automock(LiveUpdates);
    censor = automock(CensorService);
    post = postFactory(forum);
    comment = commentFactory(post);
    censor.mask.mockImplementation((_em, text) => Promise.resolve(text.replace('droga', '*****')));
    forums.findById.mockResolvedValue(forum);
    posts.findPost.mockResolvedValue(post);
    posts.deletePost.mockResolvedValue(undefined);
    posts.deleteComment.mockResolvedValue(undefined);
    views.post.mockResolvedValue(postView);
    views.stats.mockResolvedValue(STATS);
    live.add.mockResolvedValue({} as never);
    em = unitOfWork();
    changes = new ContentChanges(forums, posts, views, live, censor, clockAt(SATURDAY));
  });

  it('edits a post masked as when it was written, stamps the time and announces post_updated', async () => {
    const dto = await changes.editPost(em, post, 'Que droga de chuva');

    expect(post).toMatchObject({ content: 'Que ***** de chuva', updatedAt: SATURDAY });
    expect(em.flush.mock.invocationCallOrder[0]).toBeLessThan(views.post.mock.invocationCallOrder[0]!);
    expect(views.post).toHaveBeenCalledWith(em, post);
    expect(live.add).toHaveBeenCalledWith(em, forum.id, 'post_updated', postView);
    expect(dto).toBe(postView);
  });

  it('deletes a post, announces post_deleted then the forum’s new stats, and answers them', async () => {
    await expect(changes.deletePost(em, post)).resolves.toBe(STATS);

    expect(posts.deletePost).toHaveBeenCalledWith(em, post);
    expect(live.add.mock.calls.map(([, id, type, data]) => [id, type, data])).toEqual([
      [forum.id, 'post_deleted', { post_id: post.id }],
      [forum.id, 'stats_updated', STATS],
    ]);
    expect(views.stats).toHaveBeenCalledWith(em, forum);
  });

  it('edits a comment masked and announces its post as post_updated', async () => {
    await changes.editComment(em, comment, 'Que droga');

    expect(comment).toMatchObject({ content: 'Que *****', updatedAt: SATURDAY });
    expect(em.flush).toHaveBeenCalled();
    expect(posts.findPost).toHaveBeenCalledWith(em, post.id);
    expect(live.add).toHaveBeenCalledWith(em, forum.id, 'post_updated', postView);
  });

  it('announces nothing for an edited comment whose post is gone', async () => {
    posts.findPost.mockResolvedValue(null);
    await changes.editComment(em, comment, 'Oi');
    expect(comment.content).toBe('Oi');
    expect(live.add).not.toHaveBeenCalled();
  });

  it('deletes a comment, announces its post and the new stats, and answers them', async () => {
    await expect(changes.deleteComment(em, comment)).resolves.toBe(STATS);

    expect(posts.deleteComment).toHaveBeenCalledWith(em, comment);
    expect(live.add.mock.calls.map(([, id, type]) => [id, type])).toEqual([
      [forum.id, 'post_updated'],
      [forum.id, 'stats_updated'],
    ]);
  });

  it('leaves the lock and the push to its caller', async () => {
    await changes.editPost(em, post, 'a');
    await changes.deletePost(em, post);
    await changes.editComment(em, comment, 'b');
    await changes.deleteComment(em, comment);
    expect(live.lock).not.toHaveBeenCalled();
    expect(live.pushNow).not.toHaveBeenCalled();
    expect(live.pushSoon).not.toHaveBeenCalled();
  });
});
