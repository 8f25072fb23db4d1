import { forumRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { PostsService } from './posts.service.js';

/** Posts and comments: the host posts, confirmed non-hosts comment, authors edit while the forum is open. */
export const PostsHandlers = rpcHandlers(
  'PostsHandlers',
  forumRpc,
  { posts: PostsService },
  {
    /** POST /api/forum/{id}/posts {content} → {message, post} (the host only) */
    createPost: ({ user_id, forum_id, body }, { posts }) => posts.createPost(user_id, forum_id, body),
    /** POST /api/forum/posts/{postId}/comments {content} → {message, comment} (confirmed non-hosts) */
    createComment: ({ user_id, post_id, body }, { posts }) => posts.createComment(user_id, post_id, body),
    /** GET /api/forum/posts/{postId}/comments → {comments} */
    listComments: ({ user_id, post_id }, { posts }) => posts.listComments(user_id, post_id),
    /** PUT /api/forum/posts/{postId} {content} → {message, post} (its author, while the forum is open) */
    updatePost: ({ user_id, post_id, body }, { posts }) => posts.updatePost(user_id, post_id, body),
    /** DELETE /api/forum/posts/{postId} → {message, stats} (its author, while the forum is open) */
    deletePost: ({ user_id, post_id }, { posts }) => posts.deletePost(user_id, post_id),
    /** PUT /api/forum/comments/{commentId} {content} → {message, comment} (its author, forum open) */
    updateComment: ({ user_id, comment_id, body }, { posts }) =>
      posts.updateComment(user_id, comment_id, body),
    /** DELETE /api/forum/comments/{commentId} → {message, stats} (its author, forum open) */
    deleteComment: ({ user_id, comment_id }, { posts }) => posts.deleteComment(user_id, comment_id),
  },
);
export type PostsHandlers = InstanceType<typeof PostsHandlers>;
