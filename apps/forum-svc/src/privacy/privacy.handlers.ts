import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ForumUserData, forumCommands, forumSubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { UserDataService } from './user-data.service.js';

@Controller()
export class PrivacyHandlers {
  constructor(@Inject(UserDataService) private readonly data: UserDataService) {}

  /** The LGPD export: {service: 'forum-svc', data: {posts, comments, memories, participations}} */
  @MessagePattern(forumSubjects.exportUserData)
  async export(@Payload() payload: unknown): Promise<ForumUserData> {
    return this.data.export(parseCommand(forumCommands.exportUserData, payload).user_id);
  }
}
