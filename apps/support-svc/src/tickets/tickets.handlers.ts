import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, supportRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { TicketsService } from './tickets.service.js';

const { createGeneralTicket, createHostTicket, listTickets, listHostTickets, finalizeHostTicket } =
  supportRpc;

/** The user's side: open tickets, list their own, finalise an answered host ticket. */
@Controller()
export class TicketsHandlers {
  constructor(@Inject(TicketsService) private readonly tickets: TicketsService) {}

  /** POST /api/support/general → {message, ticket} */
  @Rpc(createGeneralTicket)
  createGeneral({ user_id, body }: RpcRequest<typeof createGeneralTicket>) {
    return this.tickets.createGeneral(user_id, body);
  }

  /** POST /api/support/host → {message, ticket} */
  @Rpc(createHostTicket)
  createHost({ user_id, body }: RpcRequest<typeof createHostTicket>) {
    return this.tickets.createHost(user_id, body);
  }

  /** GET /api/support/tickets?status&type → {tickets} (every type) */
  @Rpc(listTickets)
  list({ user_id, query }: RpcRequest<typeof listTickets>) {
    return this.tickets.listForUser(user_id, query);
  }

  /** GET /api/support/host/tickets?status → {tickets} (host tickets only) */
  @Rpc(listHostTickets)
  listHost({ user_id, query }: RpcRequest<typeof listHostTickets>) {
    return this.tickets.listForUser(user_id, { ...query, type: 'host' });
  }

  /** POST /api/support/host/{ticketId}/finalize → {message, ticket} */
  @Rpc(finalizeHostTicket)
  finalize({ user_id, ticket_id }: RpcRequest<typeof finalizeHostTicket>) {
    return this.tickets.finalizeHost(user_id, ticket_id);
  }
}
