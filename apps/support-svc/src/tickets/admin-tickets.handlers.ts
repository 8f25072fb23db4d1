import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, supportRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { TicketsService } from './tickets.service.js';

const { adminListTickets, adminRespond } = supportRpc;

/** The administrator's side (the gateway lets only admins through). */
@Controller()
export class AdminTicketsHandlers {
  constructor(@Inject(TicketsService) private readonly tickets: TicketsService) {}

  /** GET /api/admin/support-tickets → {data, total, page, per_page, last_page, from, to} */
  @Rpc(adminListTickets)
  list({ query }: RpcRequest<typeof adminListTickets>) {
    return this.tickets.adminList(query);
  }

  /** POST /api/admin/support/{ticket_id}/respond {response} → {message, ticket} */
  @Rpc(adminRespond)
  respond({ user_id, ticket_id, body }: RpcRequest<typeof adminRespond>) {
    return this.tickets.respond(user_id, ticket_id, body.response);
  }
}
