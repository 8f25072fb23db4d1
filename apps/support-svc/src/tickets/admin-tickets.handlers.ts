import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AdminTicketPage,
  type TicketResponded,
  supportCommands,
  supportSubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { TicketsService } from './tickets.service.js';

/** The administrator's side (the gateway lets only admins through). */
@Controller()
export class AdminTicketsHandlers {
  constructor(@Inject(TicketsService) private readonly tickets: TicketsService) {}

  /** GET /api/admin/support-tickets → {data, total, page, per_page, last_page, from, to} */
  @MessagePattern(supportSubjects.adminListTickets)
  async list(@Payload() payload: unknown): Promise<AdminTicketPage> {
    return this.tickets.adminList(parseCommand(supportCommands.adminListTickets, payload, 'query').query);
  }

  /** POST /api/admin/support/{ticket_id}/respond {response} → {message, ticket} */
  @MessagePattern(supportSubjects.adminRespond)
  async respond(@Payload() payload: unknown): Promise<TicketResponded> {
    const { user_id, ticket_id, body } = parseCommand(supportCommands.adminRespond, payload, 'body');
    return this.tickets.respond(user_id, ticket_id, body.response);
  }
}
