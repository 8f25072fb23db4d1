import { Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type IntegrityActionResult,
  type IntegrityList,
  type IntegrityQuery,
  indicationRpc,
  integrityMessages,
  integrityQuerySchema,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AdminOnly } from '../auth/guards.js';
import { ApiContract, ContractQuery } from '../http/openapi.js';
import { UuidParamPipe } from '../http/uuid-param.pipe.js';

/** A cluster id in the path: anything but a UUID is a 404. */
class ClusterIdPipe extends UuidParamPipe {
  constructor() {
    super('CLUSTER_NOT_FOUND', integrityMessages.clusterNotFound);
  }
}

/** Vote integrity (issue 27): clusters of accounts that voted together, and their review by moderators. */
@ApiTags('Admin: integridade')
@Controller('api/admin/integrity')
export class AdminIntegrityController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @AdminOnly()
  @ApiContract(
    'Grupos de contas que votaram juntas, por risco, com motivos, contas (e-mail mascarado, rótulo de rede) e votos; sem week, a semana atual',
    { response: indicationRpc.adminIntegrity },
  )
  list(@ContractQuery(integrityQuerySchema) query: IntegrityQuery): Promise<IntegrityList> {
    return this.services.call(indicationRpc.adminIntegrity, { query });
  }

  @Post('clusters/:id/quarantine')
  @AdminOnly()
  @ApiContract('Colocar em análise: os votos do grupo deixam de contar (e ficam guardados)', {
    response: indicationRpc.quarantineCluster,
  })
  quarantine(
    @CurrentUser() admin: AuthUser,
    @Param('id', new ClusterIdPipe()) id: string,
  ): Promise<IntegrityActionResult> {
    return this.services.call(indicationRpc.quarantineCluster, { actor_id: admin.user_id, cluster_id: id });
  }

  @Post('clusters/:id/release')
  @AdminOnly()
  @ApiContract('Liberar votos: os votos do grupo voltam a contar (vencedores já revelados não mudam)', {
    response: indicationRpc.releaseCluster,
  })
  release(
    @CurrentUser() admin: AuthUser,
    @Param('id', new ClusterIdPipe()) id: string,
  ): Promise<IntegrityActionResult> {
    return this.services.call(indicationRpc.releaseCluster, { actor_id: admin.user_id, cluster_id: id });
  }
}
