import { describe, expect, it } from '@jest/globals';
import { forumIds, makeComment, makeForum, makePost, makeUpdate } from '../../../test/forum';
import {
  addComment,
  applyForumUpdate,
  mergeComments,
  removeComment,
  replaceComment,
  upsertPost,
} from './forumCache';

const newer = makePost({ id: forumIds.post2, created_at: '2026-12-04T18:00:00.000Z' });
const older = makePost({ id: forumIds.post3, created_at: '2026-12-04T08:00:00.000Z' });

describe('forum cache', () => {
  it('puts a new post on top and a late older one in its place', () => {
    const forum = makeForum({ posts: [makePost()] });
    upsertPost(forum, newer);
    upsertPost(forum, older);
    expect(forum.posts.map((p) => p.id)).toEqual([forumIds.post2, forumIds.post1, forumIds.post3]);
  });

  it('replaces a post it already has instead of adding it again', () => {
    const forum = makeForum({ posts: [makePost()] });
    applyForumUpdate(forum, makeUpdate('new_post', makePost({ content: 'Editado' })));
    applyForumUpdate(forum, makeUpdate('post_updated', makePost({ content: 'Editado de novo' })));
    expect(forum.posts).toHaveLength(1);
    expect(forum.posts[0]!.content).toBe('Editado de novo');
  });

  it('appends a comment once, in time order, and counts it', () => {
    const forum = makeForum({ posts: [makePost({ comments: [makeComment()] })] });
    const early = makeComment({ id: forumIds.comment2, created_at: '2026-12-04T13:00:00.000Z' });
    addComment(forum, early);
    addComment(forum, early);
    expect(forum.posts[0]!.comments.map((c) => c.id)).toEqual([forumIds.comment2, forumIds.comment1]);
    expect(forum.posts[0]!.comments_count).toBe(2);
  });

  it('ignores a comment of a post it does not show', () => {
    const forum = makeForum({ posts: [makePost()] });
    addComment(forum, makeComment({ post_id: forumIds.post3 }));
    expect(forum.posts[0]!.comments).toHaveLength(0);
  });

  it('merges a fetched comment list with the live ones', () => {
    const live = makeComment({ id: forumIds.comment3, created_at: '2026-12-04T20:00:00.000Z' });
    const forum = makeForum({ posts: [makePost({ comments: [live], comments_count: 3 })] });
    mergeComments(forum, forumIds.post1, [makeComment(), makeComment({ id: forumIds.comment2 }), live]);
    expect(forum.posts[0]!.comments.map((c) => c.id)).toEqual([
      forumIds.comment1,
      forumIds.comment2,
      forumIds.comment3,
    ]);
    expect(forum.posts[0]!.comments_count).toBe(3);
  });

  it('removes a deleted post and replaces the counters', () => {
    const forum = makeForum({ posts: [makePost(), newer] });
    applyForumUpdate(forum, makeUpdate('post_deleted', { post_id: forumIds.post1 }));
    applyForumUpdate(
      forum,
      makeUpdate('stats_updated', { total_posts: 1, total_comments: 0, active_participants: 4 }),
    );
    expect(forum.posts.map((p) => p.id)).toEqual([forumIds.post2]);
    expect(forum.stats).toEqual({ total_posts: 1, total_comments: 0, active_participants: 4 });
  });

  it('does not bring back with a late post_updated a post deleted here', () => {
    const forum = makeForum({ posts: [newer] });
    applyForumUpdate(forum, makeUpdate('post_updated', makePost({ content: 'Editado' })));
    expect(forum.posts.map((p) => p.id)).toEqual([forumIds.post2]);
  });

  it('replaces an edited comment in place and takes a deleted one out of the count', () => {
    const second = makeComment({ id: forumIds.comment2, created_at: '2026-12-04T16:00:00.000Z' });
    const forum = makeForum({ posts: [makePost({ comments: [makeComment(), second] })] });
    replaceComment(forum, { ...makeComment(), content: 'Levo dois violões' });
    expect(forum.posts[0]!.comments.map((c) => c.content)).toEqual(['Levo dois violões', second.content]);
    removeComment(forum, forumIds.post1, forumIds.comment2);
    removeComment(forum, forumIds.post1, forumIds.comment2);
    expect(forum.posts[0]!.comments.map((c) => c.id)).toEqual([forumIds.comment1]);
    expect(forum.posts[0]!.comments_count).toBe(1);
  });
});
