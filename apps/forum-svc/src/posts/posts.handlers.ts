import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type ForumCommentCreated,
  type ForumCommentList,
  type ForumPostCreated,
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
}
