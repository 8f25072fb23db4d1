import { type InferEntity, defineEntity, p } from '@mikro-orm/core';

/** A post of the forum's host (content already masked when it was written). */
export const Post = defineEntity({
  name: 'Post',
  tableName: 'posts',
  properties: {
    id: p.uuid().primary(),
    forumId: p.uuid(),
    userId: p.uuid(),
    content: p.string().length(500),
    createdAt: p.datetime(),
    updatedAt: p.datetime().nullable(),
  },
});
export type Post = InferEntity<typeof Post>;

/** A confirmed non-host's comment on a post. */
export const Comment = defineEntity({
  name: 'Comment',
  tableName: 'comments',
  properties: {
    id: p.uuid().primary(),
    postId: p.uuid(),
    forumId: p.uuid(),
    userId: p.uuid(),
    content: p.string().length(500),
    createdAt: p.datetime(),
    updatedAt: p.datetime().nullable(),
  },
});
export type Comment = InferEntity<typeof Comment>;
