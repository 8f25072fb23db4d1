import type { Comment as CommentDto, Post as PostDto } from '@encontro/contracts';
import { fullName } from '@encontro/contracts';
import { photoOf } from '../people/people.mapper.js';
import type { Person } from '../people/person.entity.js';
import type { Comment, Post } from './post.entity.js';

/** SPEC §3 Comment. Photos stay relative (`storage/…`), as the browser expects. */
export const toCommentDto = (comment: Comment, author: Person | undefined): CommentDto => ({
  id: comment.id,
  post_id: comment.postId,
  user_id: comment.userId,
  user_name: fullName(author),
  user_photo: photoOf(author),
  content: comment.content,
  created_at: comment.createdAt.toISOString(),
});

/** SPEC §3 Post, with all its comments (oldest first). */
export const toPostDto = (post: Post, author: Person | undefined, comments: CommentDto[]): PostDto => ({
  id: post.id,
  forum_id: post.forumId,
  user_id: post.userId,
  user_name: fullName(author),
  user_photo: photoOf(author),
  content: post.content,
  created_at: post.createdAt.toISOString(),
  comments_count: comments.length,
  comments,
});
