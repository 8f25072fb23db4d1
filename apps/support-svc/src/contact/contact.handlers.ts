import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type ContactRateLimit,
  type ContactResponse,
  supportCommands,
  supportSubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { ContactService } from './contact.service.js';

@Controller()
export class ContactHandlers {
  constructor(@Inject(ContactService) private readonly contact: ContactService) {}

  /** POST /api/contact {name, email, subject, message} → {message, attemptsRemaining} */
  @MessagePattern(supportSubjects.submitContact)
  async submit(@Payload() payload: unknown): Promise<ContactResponse> {
    const { body, client_ip, user_id } = parseCommand(supportCommands.submitContact, payload, 'body');
    return this.contact.submit(body, { clientIp: client_ip, userId: user_id });
  }

  /** GET /api/contact/rate-limit → {can_submit, attemptsRemaining, timeRemaining} */
  @MessagePattern(supportSubjects.contactRateLimit)
  async rateLimit(@Payload() payload: unknown): Promise<ContactRateLimit> {
    const { query, client_ip, user_id } = parseCommand(supportCommands.contactRateLimit, payload, 'query');
    return this.contact.rateLimit(query, { clientIp: client_ip, userId: user_id });
  }
}
