import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, forumRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { AdminForumService } from './admin-forum.service.js';

const {
  adminListForums,
  adminGetForum,
  adminListPosts,
  adminUpdatePost,
  adminDeletePost,
  adminListPostComments,
  adminListComments,
  adminUpdateComment,
  adminDeleteComment,
  contentSnapshot,
} = forumRpc;

/** The administrator's side (the gateway lets only admins through) and admin-svc's report snapshots. */
@Controller()
export class AdminForumHandlers {
  constructor(@Inject(AdminForumService) private readonly admin: AdminForumService) {}

  /** GET /api/admin/forums?search&city&page → {data, meta} */
  @Rpc(adminListForums)
  listForums({ query }: RpcRequest<typeof adminListForums>) {
    return this.admin.listForums(query);
  }

  /** GET /api/admin/forums/{id} → {forum, data: posts} */
  @Rpc(adminGetForum)
  getForum({ forum_id }: RpcRequest<typeof adminGetForum>) {
    return this.admin.getForum(forum_id);
  }

  /** GET /api/admin/posts → {data, meta} */
  @Rpc(adminListPosts)
  listPosts({ query }: RpcRequest<typeof adminListPosts>) {
    return this.admin.listPosts(query);
  }

  /** PUT /api/admin/posts/{id} {content} → {message, post} */
  @Rpc(adminUpdatePost)
  updatePost({ actor_id, post_id, body }: RpcRequest<typeof adminUpdatePost>) {
    return this.admin.updatePost(actor_id, post_id, body.content);
  }

  /** DELETE /api/admin/posts/{id} → {message} */
  @Rpc(adminDeletePost)
  deletePost({ actor_id, post_id, action_id }: RpcRequest<typeof adminDeletePost>) {
    return this.admin.deletePost(actor_id, post_id, action_id);
  }

  /** GET /api/admin/posts/{id}/comments → {comments} */
  @Rpc(adminListPostComments)
  listPostComments({ post_id }: RpcRequest<typeof adminListPostComments>) {
    return this.admin.listPostComments(post_id);
  }

  /** GET /api/admin/comments → {data, meta} */
  @Rpc(adminListComments)
  listComments({ query }: RpcRequest<typeof adminListComments>) {
    return this.admin.listComments(query);
  }

  /** PUT /api/admin/comments/{id} {content} → {message, comment} */
  @Rpc(adminUpdateComment)
  updateComment({ actor_id, comment_id, body }: RpcRequest<typeof adminUpdateComment>) {
    return this.admin.updateComment(actor_id, comment_id, body.content);
  }

  /** DELETE /api/admin/comments/{id} → {message} */
  @Rpc(adminDeleteComment)
  deleteComment({ actor_id, comment_id, action_id }: RpcRequest<typeof adminDeleteComment>) {
    return this.admin.deleteComment(actor_id, comment_id, action_id);
  }

  /** admin-svc: {type, id} → the post or comment with its author and forum, or POST_NOT_FOUND / COMMENT_NOT_FOUND */
  @Rpc(contentSnapshot)
  snapshot({ type, id }: RpcRequest<typeof contentSnapshot>) {
    return this.admin.snapshot(type, id);
  }
}
