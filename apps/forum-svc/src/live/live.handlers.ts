import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type ForumConnectResult,
  type ForumDisconnectResult,
  type ForumUpdatesResult,
  forumCommands,
  forumSubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { LiveService } from './live.service.js';

@Controller()
export class LiveHandlers {
  constructor(@Inject(LiveService) private readonly live: LiveService) {}

  /** POST /api/forum/{id}/connect {connection_id} → {success, last_update} */
  @MessagePattern(forumSubjects.connect)
  async connect(@Payload() payload: unknown): Promise<ForumConnectResult> {
    const { user_id, forum_id, connection_id } = parseCommand(forumCommands.connect, payload);
    return this.live.connect(user_id, forum_id, connection_id);
  }

  /** POST /api/forum/{id}/disconnect {connection_id} → {success} */
  @MessagePattern(forumSubjects.disconnect)
  async disconnect(@Payload() payload: unknown): Promise<ForumDisconnectResult> {
    const { user_id, forum_id, connection_id } = parseCommand(forumCommands.disconnect, payload);
    return this.live.disconnect(user_id, forum_id, connection_id);
  }

  /** GET /api/forum/{id}/updates?connection_id&last_update → {updates, last_update} */
  @MessagePattern(forumSubjects.updates)
  async updates(@Payload() payload: unknown): Promise<ForumUpdatesResult> {
    const { user_id, forum_id, connection_id, last_update } = parseCommand(forumCommands.updates, payload);
    return this.live.poll(user_id, forum_id, connection_id, last_update);
  }
}
