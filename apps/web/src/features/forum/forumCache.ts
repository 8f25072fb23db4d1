import type {
  Comment as ForumComment,
  ForumResponse,
  ForumStats,
  ForumUpdate,
  Post,
} from '@encontro/contracts';

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

/**
 * Replaces a post the forum shows (an edit, or its comments changed). A post it does not show is not
 * brought back: it was deleted here, and its post_deleted follows.
 */
export function replacePost(forum: ForumResponse, post: Post): void {
  const at = forum.posts.findIndex((p) => p.id === post.id);
  if (at >= 0) forum.posts[at] = post;
}

export function removePost(forum: ForumResponse, postId: string): void {
  forum.posts = forum.posts.filter((p) => p.id !== postId);
}

/** Puts an edited comment in place of the one with its id. */
export function replaceComment(forum: ForumResponse, comment: ForumComment): void {
  const post = forum.posts.find((p) => p.id === comment.post_id);
  const at = post?.comments.findIndex((c) => c.id === comment.id) ?? -1;
  if (post && at >= 0) post.comments[at] = comment;
}

/** Takes a deleted comment out of its post and out of the count. */
export function removeComment(forum: ForumResponse, postId: string, commentId: string): void {
  const post = forum.posts.find((p) => p.id === postId);
  if (!post || !post.comments.some((c) => c.id === commentId)) return;
  post.comments = post.comments.filter((c) => c.id !== commentId);
  post.comments_count = Math.max(post.comments_count - 1, post.comments.length);
}

export function setStats(forum: ForumResponse, stats: ForumStats): void {
  forum.stats = stats;
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
 * post_updated replaces (an edited post, or its comments edited or deleted), post_deleted removes,
 * stats_updated replaces the counters. Nothing twice.
 * The SPEC's cap of 5 live posts / 5 comments per post is not applied: it would hide loaded posts
 * (docs/decisions.md).
 */
export function applyForumUpdate(forum: ForumResponse, update: ForumUpdate): void {
  switch (update.type) {
    case 'new_post':
      upsertPost(forum, update.data);
      return;
    case 'post_updated':
      replacePost(forum, update.data);
      return;
    case 'new_comment':
      addComment(forum, update.data);
      return;
    case 'post_deleted':
      removePost(forum, update.data.post_id);
      return;
    case 'stats_updated':
      setStats(forum, update.data);
      return;
  }
}
