import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type PhotoUpdated, type User, identityCommands, identitySubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { ProfileService } from './profile.service.js';

@Controller()
export class ProfileHandlers {
  constructor(@Inject(ProfileService) private readonly profile: ProfileService) {}

  @MessagePattern(identitySubjects.updateProfile)
  async update(@Payload() payload: unknown): Promise<{ user: User }> {
    const { user_id, body, jti } = parseCommand(identityCommands.updateProfile, payload, 'body');
    return this.profile.update(user_id, body, jti);
  }

  @MessagePattern(identitySubjects.updatePhoto)
  async updatePhoto(@Payload() payload: unknown): Promise<PhotoUpdated> {
    const { user_id, photo_key } = parseCommand(identityCommands.updatePhoto, payload);
    return this.profile.updatePhoto(user_id, photo_key);
  }
}
