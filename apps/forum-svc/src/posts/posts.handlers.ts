import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, forumRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { PostsService } from './posts.service.js';

const { createPost, createComment, listComments, updatePost, deletePost, updateComment, deleteComment } =
  forumRpc;

@Controller()
export class PostsHandlers {
  constructor(@Inject(PostsService) private readonly posts: PostsService) {}

  /** POST /api/forum/{id}/posts {content} → {message, post} (the host only) */
  @Rpc(createPost)
  createPost({ user_id, forum_id, body }: RpcRequest<typeof createPost>) {
    return this.posts.createPost(user_id, forum_id, body);
  }

  /** POST /api/forum/posts/{postId}/comments {content} → {message, comment} (confirmed non-hosts) */
  @Rpc(createComment)
  createComment({ user_id, post_id, body }: RpcRequest<typeof createComment>) {
    return this.posts.createComment(user_id, post_id, body);
  }

  /** GET /api/forum/posts/{postId}/comments → {comments} */
  @Rpc(listComments)
  listComments({ user_id, post_id }: RpcRequest<typeof listComments>) {
    return this.posts.listComments(user_id, post_id);
  }

  /** PUT /api/forum/posts/{postId} {content} → {message, post} (its author, while the forum is open) */
  @Rpc(updatePost)
  updatePost({ user_id, post_id, body }: RpcRequest<typeof updatePost>) {
    return this.posts.updatePost(user_id, post_id, body);
  }

  /** DELETE /api/forum/posts/{postId} → {message, stats} (its author, while the forum is open) */
  @Rpc(deletePost)
  deletePost({ user_id, post_id }: RpcRequest<typeof deletePost>) {
    return this.posts.deletePost(user_id, post_id);
  }

  /** PUT /api/forum/comments/{commentId} {content} → {message, comment} (its author, forum open) */
  @Rpc(updateComment)
  updateComment({ user_id, comment_id, body }: RpcRequest<typeof updateComment>) {
    return this.posts.updateComment(user_id, comment_id, body);
  }

  /** DELETE /api/forum/comments/{commentId} → {message, stats} (its author, forum open) */
  @Rpc(deleteComment)
  deleteComment({ user_id, comment_id }: RpcRequest<typeof deleteComment>) {
    return this.posts.deleteComment(user_id, comment_id);
  }
}
