import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type MessageResponse,
  type SuccessResponse,
  identityCommands,
  identitySubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { RegistrationService } from './registration.service.js';

@Controller()
export class RegistrationHandlers {
  constructor(@Inject(RegistrationService) private readonly registration: RegistrationService) {}

  @MessagePattern(identitySubjects.register)
  async register(@Payload() payload: unknown): Promise<MessageResponse> {
    return this.registration.register(parseCommand(identityCommands.register, payload, 'body').body);
  }

  /** POST /api/validate-email {token} → {message} */
  @MessagePattern(identitySubjects.validateEmail)
  async validateEmail(@Payload() payload: unknown): Promise<MessageResponse> {
    const { token } = parseCommand(identityCommands.validateEmail, payload, 'body').body;
    const { message } = await this.registration.verifyEmail(token);
    return { message };
  }

  /** POST /api/auth/verify-email {token, email} → {success, already_verified, message} */
  @MessagePattern(identitySubjects.verifyEmail)
  async verifyEmail(@Payload() payload: unknown): Promise<SuccessResponse> {
    const { token, email } = parseCommand(identityCommands.verifyEmail, payload, 'body').body;
    return this.registration.verifyEmail(token, email);
  }

  @MessagePattern(identitySubjects.resendValidation)
  async resendValidation(@Payload() payload: unknown): Promise<SuccessResponse> {
    return this.registration.resendValidation(
      parseCommand(identityCommands.resendValidation, payload, 'body').body.email,
    );
  }
}
