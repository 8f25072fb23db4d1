import { Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type HostIndicationList,
  type TicketCreated,
  type TicketFinalized,
  type TicketList,
  generalTicketSchema,
  hostTicketSchema,
  supportRpc,
  userTicketsQuerySchema,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Auth } from '../auth/guards.js';
import { ApiContract, ContractBody, ContractQuery } from '../http/openapi.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';

type Query = z.infer<typeof userTicketsQuerySchema>;

/** SPEC §7 support: the signed-in user's tickets (general and host). */
@ApiTags('Suporte')
@Controller('api/support')
@Auth()
export class TicketsController {
  constructor(private readonly support: ServiceClient) {}

  @Post('general')
  @RateLimit('ticket')
  @ApiContract('Abrir ticket geral (nome e e-mail obrigatórios; mensagem até 500)', {
    response: supportRpc.createGeneralTicket,
    status: 201,
  })
  createGeneral(
    @ContractBody(generalTicketSchema) body: z.infer<typeof generalTicketSchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<TicketCreated> {
    return this.support.call(supportRpc.createGeneralTicket, { user_id: user.user_id, body });
  }

  @Post('host')
  @RateLimit('ticket')
  @ApiContract('Abrir ticket de anfitrião sobre uma das suas indicações (mensagem até 300)', {
    response: supportRpc.createHostTicket,
    status: 201,
  })
  createHost(
    @ContractBody(hostTicketSchema) body: z.infer<typeof hostTicketSchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<TicketCreated> {
    return this.support.call(supportRpc.createHostTicket, { user_id: user.user_id, body });
  }

  @Get('tickets')
  @ApiContract('Meus tickets (todos os tipos); filtros status=open|responded|finalized e type=general|host', {
    response: supportRpc.listTickets,
  })
  list(
    @ContractQuery(userTicketsQuerySchema) query: Query,
    @CurrentUser() user: AuthUser,
  ): Promise<TicketList> {
    return this.support.call(supportRpc.listTickets, { user_id: user.user_id, query });
  }

  @Get('host/tickets')
  @ApiContract('Meus tickets de anfitrião; filtro status=open|responded|finalized', {
    response: supportRpc.listHostTickets,
  })
  listHost(
    @ContractQuery(userTicketsQuerySchema) query: Query,
    @CurrentUser() user: AuthUser,
  ): Promise<TicketList> {
    return this.support.call(supportRpc.listHostTickets, { user_id: user.user_id, query });
  }

  @Get('host/indications')
  @ApiContract('As minhas indicações, para o formulário de suporte ao anfitrião: [{id, name, city}]', {
    response: supportRpc.listHostIndications,
  })
  hostIndications(@CurrentUser() user: AuthUser): Promise<HostIndicationList> {
    return this.support.call(supportRpc.listHostIndications, { user_id: user.user_id });
  }

  @Post('host/:ticketId/finalize')
  @ApiContract('Finalizar um ticket de anfitrião já respondido', { response: supportRpc.finalizeHostTicket })
  finalize(@Param('ticketId') ticketId: string, @CurrentUser() user: AuthUser): Promise<TicketFinalized> {
    return this.support.call(supportRpc.finalizeHostTicket, {
      user_id: user.user_id,
      ticket_id: ticketId,
    });
  }
}
