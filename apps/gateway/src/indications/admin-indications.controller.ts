import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AdminIndication,
  type AdminIndicationFilter,
  type AdminIndicationPage,
  type RejectIndicationBody,
  adminIndicationFilterSchema,
  indicationRpc,
  rejectIndicationBodySchema,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AdminOnly } from '../auth/guards.js';
import { ApiContract, ContractBody, ContractQuery } from '../http/openapi.js';
import { IndicationIdPipe } from './id-param.pipe.js';

type Review = { message: string; indication: AdminIndication };

/** SPEC §7 Admin: the indication calls (the admin screens come with the admin issue). */
@ApiTags('Admin: indicações')
@Controller('api/admin/indications')
export class AdminIndicationsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @AdminOnly()
  @ApiContract(
    'Uma página das indicações, mais novas primeiro (status, busca, page, per_page até 100) → {data, meta}',
    { response: indicationRpc.adminList },
  )
  list(
    @CurrentUser() admin: AuthUser,
    @ContractQuery(adminIndicationFilterSchema) filter: AdminIndicationFilter,
  ): Promise<AdminIndicationPage> {
    return this.services.call(indicationRpc.adminList, { admin_id: admin.user_id, filter });
  }

  @Get(':id')
  @AdminOnly()
  @ApiContract('Detalhes de uma indicação', { response: indicationRpc.adminGet })
  get(
    @CurrentUser() admin: AuthUser,
    @Param('id', new IndicationIdPipe()) id: string,
  ): Promise<{ indication: AdminIndication }> {
    return this.services.call(indicationRpc.adminGet, { admin_id: admin.user_id, indication_id: id });
  }

  @Put(':id/approve')
  @AdminOnly()
  @ApiContract('Aprovar uma indicação pendente', { response: indicationRpc.approve })
  approve(@CurrentUser() admin: AuthUser, @Param('id', new IndicationIdPipe()) id: string): Promise<Review> {
    return this.services.call(indicationRpc.approve, { admin_id: admin.user_id, indication_id: id });
  }

  @Delete(':id')
  @AdminOnly()
  @ApiContract(
    'Rejeitar uma indicação pendente, com um motivo opcional para quem indicou (ela fica como rejeitada, e a pessoa pode indicar outro local na semana)',
    {
      response: indicationRpc.reject,
      refusals: ['VALIDATION_FAILED', 'NOT_PENDING', 'INDICATION_NOT_FOUND'],
    },
  )
  reject(
    @CurrentUser() admin: AuthUser,
    @Param('id', new IndicationIdPipe()) id: string,
    @ContractBody(rejectIndicationBodySchema) body: RejectIndicationBody,
  ): Promise<Review> {
    return this.services.call(indicationRpc.reject, { admin_id: admin.user_id, indication_id: id, body });
  }
}
