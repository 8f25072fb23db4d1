import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type UserDataExport, supportCommands, supportSubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { UserDataService } from './user-data.service.js';

@Controller()
export class UserDataHandlers {
  constructor(@Inject(UserDataService) private readonly userData: UserDataService) {}

  /** One part of GET /api/profile/export. */
  @MessagePattern(supportSubjects.exportUserData)
  async export(@Payload() payload: unknown): Promise<UserDataExport> {
    return this.userData.export(parseCommand(supportCommands.exportUserData, payload).user_id);
  }
}
