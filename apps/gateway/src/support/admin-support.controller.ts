import { Controller, Get, Param, Post, UseFilters } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AdminTicketPage,
  type TicketResponded,
  adminTicketsQuerySchema,
  supportRpc,
  ticketReplySchema,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AdminOnly } from '../auth/guards.js';
import { ApiContract, ContractBody, ContractQuery } from '../http/openapi.js';
import { ErrorFieldFilter } from './error-field.filter.js';

/** SPEC §7 Admin: the support tickets tab. */
@ApiTags('Admin')
@Controller('api/admin')
@AdminOnly()
export class AdminSupportController {
  constructor(private readonly support: ServiceClient) {}

  @Get('support-tickets')
  @ApiContract(
    'Tickets de suporte: search, type=host|general, status=open|responded, date_from, date_to, page, per_page (5, 10, 20, 50)',
    { response: supportRpc.adminListTickets },
  )
  list(
    @ContractQuery(adminTicketsQuerySchema) query: z.infer<typeof adminTicketsQuerySchema>,
  ): Promise<AdminTicketPage> {
    return this.support.call(supportRpc.adminListTickets, { query });
  }

  @Post('support/:ticket_id/respond')
  @UseFilters(ErrorFieldFilter)
  @ApiContract('Responder um ticket (uma vez; depois fica somente leitura); o usuário recebe por e-mail', {
    response: supportRpc.adminRespond,
  })
  respond(
    @Param('ticket_id') ticketId: string,
    @ContractBody(ticketReplySchema) body: z.infer<typeof ticketReplySchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<TicketResponded> {
    return this.support.call(supportRpc.adminRespond, {
      user_id: user.user_id,
      ticket_id: ticketId,
      body,
    });
  }
}
