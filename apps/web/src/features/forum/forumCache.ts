import type { Comment as ForumComment, ForumResponse, ForumUpdate, Post } from '@encontro/contracts';

const newestFirst = (a: { created_at: string }, b: { created_at: string }) =>
  b.created_at.localeCompare(a.created_at);

/** Puts a post in the list (newest first), replacing the one with the same id: never a duplicate. */
export function upsertPost(forum: ForumResponse, post: Post): void {
  const at = forum.posts.findIndex((p) => p.id === post.id);
  if (at >= 0) {
    forum.posts[at] = post;
    return;
  }
  // A new post is normally the newest: it goes on top unless an older one arrives late.
  const before = forum.posts.findIndex((p) => newestFirst(post, p) <= 0);
  if (before < 0) forum.posts.push(post);
  else forum.posts.splice(before, 0, post);
}

/** Appends a comment to its post (oldest first) unless it is already there. */
export function addComment(forum: ForumResponse, comment: ForumComment): void {
  const post = forum.posts.find((p) => p.id === comment.post_id);
  if (!post || post.comments.some((c) => c.id === comment.id)) return;
  post.comments.push(comment);
  post.comments.sort((a, b) => a.created_at.localeCompare(b.created_at));
  post.comments_count = Math.max(post.comments_count + 1, post.comments.length);
}

/** Merges a post's full comment list (GET /api/forum/posts/{id}/comments) into the forum. */
export function mergeComments(forum: ForumResponse, postId: string, comments: ForumComment[]): void {
  const post = forum.posts.find((p) => p.id === postId);
  if (!post) return;
  const byId = new Map(post.comments.map((c) => [c.id, c]));
  for (const c of comments) byId.set(c.id, c);
  post.comments = [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at));
  post.comments_count = Math.max(post.comments_count, post.comments.length);
}

/**
 * SPEC §4 Real-time forum, applied to the cached forum: new_post on top, new_comment appended,
 * post_updated replaces, post_deleted removes, stats_updated replaces the counters. Nothing twice.
 * The SPEC's cap of 5 live posts / 5 comments per post is not applied: it would hide loaded posts
 * (docs/decisions.md).
 */
export function applyForumUpdate(forum: ForumResponse, update: ForumUpdate): void {
  switch (update.type) {
    case 'new_post':
    case 'post_updated':
      upsertPost(forum, update.data);
      return;
    case 'new_comment':
      addComment(forum, update.data);
      return;
    case 'post_deleted':
      forum.posts = forum.posts.filter((p) => p.id !== update.data.post_id);
      return;
    case 'stats_updated':
      forum.stats = update.data;
      return;
  }
}
