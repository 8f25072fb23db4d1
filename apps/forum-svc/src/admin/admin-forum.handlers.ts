import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AdminCommentList,
  type AdminCommentUpdated,
  type AdminForumDeleted,
  type AdminForumDetail,
  type AdminForumList,
  type AdminPostComments,
  type AdminPostList,
  type AdminPostUpdated,
  type ForumContentSnapshot,
  forumCommands,
  forumSubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { AdminForumService } from './admin-forum.service.js';

/** The administrator's side (the gateway lets only admins through) and admin-svc's report snapshots. */
@Controller()
export class AdminForumHandlers {
  constructor(@Inject(AdminForumService) private readonly admin: AdminForumService) {}

  /** GET /api/admin/forums?search&city&page → {data, meta} */
  @MessagePattern(forumSubjects.adminListForums)
  async listForums(@Payload() payload: unknown): Promise<AdminForumList> {
    return this.admin.listForums(parseCommand(forumCommands.adminListForums, payload, 'query').query);
  }

  /** GET /api/admin/forums/{id} → {forum, data: posts} */
  @MessagePattern(forumSubjects.adminGetForum)
  async getForum(@Payload() payload: unknown): Promise<AdminForumDetail> {
    return this.admin.getForum(parseCommand(forumCommands.adminGetForum, payload).forum_id);
  }

  /** GET /api/admin/posts → {data, meta} */
  @MessagePattern(forumSubjects.adminListPosts)
  async listPosts(@Payload() payload: unknown): Promise<AdminPostList> {
    return this.admin.listPosts(parseCommand(forumCommands.adminListPosts, payload, 'query').query);
  }

  /** PUT /api/admin/posts/{id} {content} → {message, post} */
  @MessagePattern(forumSubjects.adminUpdatePost)
  async updatePost(@Payload() payload: unknown): Promise<AdminPostUpdated> {
    const { actor_id, post_id, body } = parseCommand(forumCommands.adminUpdatePost, payload, 'body');
    return this.admin.updatePost(actor_id, post_id, body.content);
  }

  /** DELETE /api/admin/posts/{id} → {message} */
  @MessagePattern(forumSubjects.adminDeletePost)
  async deletePost(@Payload() payload: unknown): Promise<AdminForumDeleted> {
    const { actor_id, post_id, action_id } = parseCommand(forumCommands.adminDeletePost, payload);
    return this.admin.deletePost(actor_id, post_id, action_id);
  }

  /** GET /api/admin/posts/{id}/comments → {comments} */
  @MessagePattern(forumSubjects.adminListPostComments)
  async listPostComments(@Payload() payload: unknown): Promise<AdminPostComments> {
    return this.admin.listPostComments(parseCommand(forumCommands.adminListPostComments, payload).post_id);
  }

  /** GET /api/admin/comments → {data, meta} */
  @MessagePattern(forumSubjects.adminListComments)
  async listComments(@Payload() payload: unknown): Promise<AdminCommentList> {
    return this.admin.listComments(parseCommand(forumCommands.adminListComments, payload, 'query').query);
  }

  /** PUT /api/admin/comments/{id} {content} → {message, comment} */
  @MessagePattern(forumSubjects.adminUpdateComment)
  async updateComment(@Payload() payload: unknown): Promise<AdminCommentUpdated> {
    const { actor_id, comment_id, body } = parseCommand(forumCommands.adminUpdateComment, payload, 'body');
    return this.admin.updateComment(actor_id, comment_id, body.content);
  }

  /** DELETE /api/admin/comments/{id} → {message} */
  @MessagePattern(forumSubjects.adminDeleteComment)
  async deleteComment(@Payload() payload: unknown): Promise<AdminForumDeleted> {
    const { actor_id, comment_id, action_id } = parseCommand(forumCommands.adminDeleteComment, payload);
    return this.admin.deleteComment(actor_id, comment_id, action_id);
  }

  /** admin-svc: {type, id} → the post or comment with its author and forum, or NOT_FOUND */
  @MessagePattern(forumSubjects.contentSnapshot)
  async snapshot(@Payload() payload: unknown): Promise<ForumContentSnapshot> {
    const { type, id } = parseCommand(forumCommands.contentSnapshot, payload);
    return this.admin.snapshot(type, id);
  }
}
