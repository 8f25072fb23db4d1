import type { EntityManager } from '@mikro-orm/postgresql';
import { asUuid, forumErrors } from '../forums/forums.errors.js';
import type { Comment, Post } from './post.entity.js';
import type { PostsRepository } from './posts.repository.js';

/** The post a request names; not found (without a query for an id that is not a UUID) otherwise. */
export async function requirePost(posts: PostsRepository, em: EntityManager, postId: string): Promise<Post> {
  const id = asUuid(postId);
  const post = id ? await posts.findPost(em, id) : null;
  if (!post) throw forumErrors.postNotFound();
  return post;
}

/** The comment a request names; not found (without a query for an id that is not a UUID) otherwise. */
export async function requireComment(
  posts: PostsRepository,
  em: EntityManager,
  commentId: string,
): Promise<Comment> {
  const id = asUuid(commentId);
  const comment = id ? await posts.findComment(em, id) : null;
  if (!comment) throw forumErrors.commentNotFound();
  return comment;
}
