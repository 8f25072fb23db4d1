import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type Ticket,
  type TicketCreated,
  type TicketList,
  supportCommands,
  supportSubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { TicketsService } from './tickets.service.js';

/** The user's side: open tickets, list their own, finalise an answered host ticket. */
@Controller()
export class TicketsHandlers {
  constructor(@Inject(TicketsService) private readonly tickets: TicketsService) {}

  /** POST /api/support/general → {message, ticket} */
  @MessagePattern(supportSubjects.createGeneralTicket)
  async createGeneral(@Payload() payload: unknown): Promise<TicketCreated> {
    const { user_id, body } = parseCommand(supportCommands.createGeneralTicket, payload, 'body');
    return this.tickets.createGeneral(user_id, body);
  }

  /** POST /api/support/host → {message, ticket} */
  @MessagePattern(supportSubjects.createHostTicket)
  async createHost(@Payload() payload: unknown): Promise<TicketCreated> {
    const { user_id, body } = parseCommand(supportCommands.createHostTicket, payload, 'body');
    return this.tickets.createHost(user_id, body);
  }

  /** GET /api/support/tickets?status&type → {tickets} (every type) */
  @MessagePattern(supportSubjects.listTickets)
  async list(@Payload() payload: unknown): Promise<TicketList> {
    const { user_id, query } = parseCommand(supportCommands.listTickets, payload, 'query');
    return this.tickets.listForUser(user_id, query);
  }

  /** GET /api/support/host/tickets?status → {tickets} (host tickets only) */
  @MessagePattern(supportSubjects.listHostTickets)
  async listHost(@Payload() payload: unknown): Promise<TicketList> {
    const { user_id, query } = parseCommand(supportCommands.listHostTickets, payload, 'query');
    return this.tickets.listForUser(user_id, { ...query, type: 'host' });
  }

  /** POST /api/support/host/{ticketId}/finalize → {message, ticket} */
  @MessagePattern(supportSubjects.finalizeHostTicket)
  async finalize(@Payload() payload: unknown): Promise<{ message: string; ticket: Ticket }> {
    const { user_id, ticket_id } = parseCommand(supportCommands.finalizeHostTicket, payload);
    return this.tickets.finalizeHost(user_id, ticket_id);
  }
}
