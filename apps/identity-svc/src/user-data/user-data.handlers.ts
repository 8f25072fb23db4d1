import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type UserDataExport, identityCommands, identitySubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { UserDataService } from './user-data.service.js';

@Controller()
export class UserDataHandlers {
  constructor(@Inject(UserDataService) private readonly userData: UserDataService) {}

  /** One part of GET /api/profile/export. */
  @MessagePattern(identitySubjects.exportUserData)
  async export(@Payload() payload: unknown): Promise<UserDataExport> {
    return this.userData.export(parseCommand(identityCommands.exportUserData, payload).user_id);
  }
}
