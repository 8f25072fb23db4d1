import { Controller, Get, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type ContactRateLimit,
  type ContactResponse,
  contactRateLimitQuerySchema,
  contactSchema,
  supportRpc,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ClientNetworks } from '../http/client-network.js';
import { ApiContract, ContractBody, ContractQuery } from '../http/openapi.js';
import { CallerIfAny, callerId } from '../auth/guards.js';

/** SPEC §7 support: the contact forms (new and old) and their daily limit, both public. */
@ApiTags('Suporte')
@Controller('api/contact')
export class ContactController {
  constructor(
    private readonly support: ServiceClient,
    private readonly networks: ClientNetworks,
  ) {}

  @Post()
  @CallerIfAny()
  @ApiContract('Enviar mensagem de contato (formulário novo ou /contato); 429 ao atingir o limite diário', {
    response: supportRpc.submitContact,
    status: 201,
  })
  submit(
    @ContractBody(contactSchema) body: z.infer<typeof contactSchema>,
    @Req() request: FastifyRequest,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<ContactResponse> {
    return this.support.call(supportRpc.submitContact, {
      body,
      client_key: this.networks.addressKey(request.ip),
      ...callerId(user),
    });
  }

  @Get('rate-limit')
  @CallerIfAny()
  @ApiContract(
    'Envios restantes hoje (por e-mail e endereço); timeRemaining em segundos até 00:00 de São Paulo',
    { response: supportRpc.contactRateLimit },
  )
  rateLimit(
    @ContractQuery(contactRateLimitQuerySchema) query: z.infer<typeof contactRateLimitQuerySchema>,
    @Req() request: FastifyRequest,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<ContactRateLimit> {
    return this.support.call(supportRpc.contactRateLimit, {
      query,
      client_key: this.networks.addressKey(request.ip),
      ...callerId(user),
    });
  }
}
