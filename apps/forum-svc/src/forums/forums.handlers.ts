import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ForumAccess, type ForumResponse, forumCommands, forumSubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { ForumsService } from './forums.service.js';

@Controller()
export class ForumsHandlers {
  constructor(@Inject(ForumsService) private readonly forums: ForumsService) {}

  /** GET /api/forum/{id} → winner, posts, stats, user_confirmed, confirmed_users */
  @MessagePattern(forumSubjects.get)
  async get(@Payload() payload: unknown): Promise<ForumResponse> {
    const { user_id, forum_id } = parseCommand(forumCommands.get, payload);
    return this.forums.get(user_id, forum_id);
  }

  /** The SSE stream's check on open: {forum_id, open_until} or NOT_FOUND / FORBIDDEN like `get`. */
  @MessagePattern(forumSubjects.access)
  async access(@Payload() payload: unknown): Promise<ForumAccess> {
    const { user_id, forum_id } = parseCommand(forumCommands.access, payload);
    return this.forums.checkAccess(user_id, forum_id);
  }
}
