import { forumRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { AdminForumService } from './admin-forum.service.js';

/** The administrator's side (the gateway lets only admins through) and admin-svc's report snapshots. */
export const AdminForumHandlers = rpcHandlers(
  'AdminForumHandlers',
  forumRpc,
  { admin: AdminForumService },
  {
    /** GET /api/admin/forums?search&city&page → {data, meta} */
    adminListForums: ({ query }, { admin }) => admin.listForums(query),
    /** GET /api/admin/forums/{id} → {forum, data: posts} */
    adminGetForum: ({ forum_id }, { admin }) => admin.getForum(forum_id),
    /** GET /api/admin/posts → {data, meta} */
    adminListPosts: ({ query }, { admin }) => admin.listPosts(query),
    /** PUT /api/admin/posts/{id} {content} → {message, post} */
    adminUpdatePost: ({ actor_id, post_id, body }, { admin }) =>
      admin.updatePost(actor_id, post_id, body.content),
    /** DELETE /api/admin/posts/{id} → {message} */
    adminDeletePost: ({ actor_id, post_id, action_id }, { admin }) =>
      admin.deletePost(actor_id, post_id, action_id),
    /** GET /api/admin/posts/{id}/comments → {comments} */
    adminListPostComments: ({ post_id }, { admin }) => admin.listPostComments(post_id),
    /** GET /api/admin/comments → {data, meta} */
    adminListComments: ({ query }, { admin }) => admin.listComments(query),
    /** PUT /api/admin/comments/{id} {content} → {message, comment} */
    adminUpdateComment: ({ actor_id, comment_id, body }, { admin }) =>
      admin.updateComment(actor_id, comment_id, body.content),
    /** DELETE /api/admin/comments/{id} → {message} */
    adminDeleteComment: ({ actor_id, comment_id, action_id }, { admin }) =>
      admin.deleteComment(actor_id, comment_id, action_id),
    /** admin-svc: {type, id} → the post or comment with its author and forum, or POST_NOT_FOUND / COMMENT_NOT_FOUND */
    contentSnapshot: ({ type, id }, { admin }) => admin.snapshot(type, id),
  },
);
export type AdminForumHandlers = InstanceType<typeof AdminForumHandlers>;
