import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type ForumCommentCreated,
  type ForumCommentList,
  type ForumCommentUpdated,
  type ForumContentDeleted,
  type ForumPostCreated,
  type ForumPostUpdated,
  forumCommands,
  forumSubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { PostsService } from './posts.service.js';

@Controller()
export class PostsHandlers {
  constructor(@Inject(PostsService) private readonly posts: PostsService) {}

  /** POST /api/forum/{id}/posts {content} → {message, post} (the host only) */
  @MessagePattern(forumSubjects.createPost)
  async createPost(@Payload() payload: unknown): Promise<ForumPostCreated> {
    const { user_id, forum_id, body } = parseCommand(forumCommands.createPost, payload, 'body');
    return this.posts.createPost(user_id, forum_id, body);
  }

  /** POST /api/forum/posts/{postId}/comments {content} → {message, comment} (confirmed non-hosts) */
  @MessagePattern(forumSubjects.createComment)
  async createComment(@Payload() payload: unknown): Promise<ForumCommentCreated> {
    const { user_id, post_id, body } = parseCommand(forumCommands.createComment, payload, 'body');
    return this.posts.createComment(user_id, post_id, body);
  }

  /** GET /api/forum/posts/{postId}/comments → {comments} */
  @MessagePattern(forumSubjects.listComments)
  async listComments(@Payload() payload: unknown): Promise<ForumCommentList> {
    const { user_id, post_id } = parseCommand(forumCommands.listComments, payload);
    return this.posts.listComments(user_id, post_id);
  }

  /** PUT /api/forum/posts/{postId} {content} → {message, post} (its author, while the forum is open) */
  @MessagePattern(forumSubjects.updatePost)
  async updatePost(@Payload() payload: unknown): Promise<ForumPostUpdated> {
    const { user_id, post_id, body } = parseCommand(forumCommands.updatePost, payload, 'body');
    return this.posts.updatePost(user_id, post_id, body);
  }

  /** DELETE /api/forum/posts/{postId} → {message, stats} (its author, while the forum is open) */
  @MessagePattern(forumSubjects.deletePost)
  async deletePost(@Payload() payload: unknown): Promise<ForumContentDeleted> {
    const { user_id, post_id } = parseCommand(forumCommands.deletePost, payload);
    return this.posts.deletePost(user_id, post_id);
  }

  /** PUT /api/forum/comments/{commentId} {content} → {message, comment} (its author, forum open) */
  @MessagePattern(forumSubjects.updateComment)
  async updateComment(@Payload() payload: unknown): Promise<ForumCommentUpdated> {
    const { user_id, comment_id, body } = parseCommand(forumCommands.updateComment, payload, 'body');
    return this.posts.updateComment(user_id, comment_id, body);
  }

  /** DELETE /api/forum/comments/{commentId} → {message, stats} (its author, forum open) */
  @MessagePattern(forumSubjects.deleteComment)
  async deleteComment(@Payload() payload: unknown): Promise<ForumContentDeleted> {
    const { user_id, comment_id } = parseCommand(forumCommands.deleteComment, payload);
    return this.posts.deleteComment(user_id, comment_id);
  }
}
