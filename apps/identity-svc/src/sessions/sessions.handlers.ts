import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type LoginResponse,
  type MessageResponse,
  type User,
  identityCommands,
  identitySubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionsHandlers {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {}

  @MessagePattern(identitySubjects.login)
  async login(@Payload() payload: unknown): Promise<LoginResponse> {
    return this.sessions.login(parseCommand(identityCommands.login, payload, 'body').body);
  }

  @MessagePattern(identitySubjects.logout)
  async logout(@Payload() payload: unknown): Promise<MessageResponse> {
    return this.sessions.logout(parseCommand(identityCommands.logout, payload));
  }

  @MessagePattern(identitySubjects.me)
  async me(@Payload() payload: unknown): Promise<{ user: User }> {
    return this.sessions.me(parseCommand(identityCommands.me, payload).user_id);
  }
}
