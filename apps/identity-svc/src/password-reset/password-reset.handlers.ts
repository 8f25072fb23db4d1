import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type SuccessResponse, identityCommands, identitySubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { PasswordResetService } from './password-reset.service.js';

/** Both public pairs (request-password-reset / auth/forgot-password, reset-password / auth/reset-password) land here. */
@Controller()
export class PasswordResetHandlers {
  constructor(@Inject(PasswordResetService) private readonly passwordReset: PasswordResetService) {}

  @MessagePattern(identitySubjects.requestPasswordReset)
  async request(@Payload() payload: unknown): Promise<SuccessResponse> {
    return this.passwordReset.request(
      parseCommand(identityCommands.requestPasswordReset, payload, 'body').body.email,
    );
  }

  @MessagePattern(identitySubjects.resetPassword)
  async reset(@Payload() payload: unknown): Promise<SuccessResponse> {
    return this.passwordReset.reset(parseCommand(identityCommands.resetPassword, payload, 'body').body);
  }
}
