import { Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AdminUserPage,
  type AdminUserToggled,
  type AdminUsersQuery,
  type MessageResponse,
  adminUsersQuerySchema,
  identityRpc,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AdminOnly } from '../auth/guards.js';
import { ApiContract, ContractQuery } from '../http/openapi.js';
import { PhotoJanitor } from '../privacy/photo-janitor.js';
import { UserIdPipe } from './user-id.pipe.js';

/** SPEC §7 Admin: the users tab; identity-svc owns the users and their block state. */
@ApiTags('Admin: usuários')
@Controller('api/admin/users')
@AdminOnly()
export class AdminUsersController {
  constructor(
    private readonly identity: ServiceClient,
    private readonly janitor: PhotoJanitor,
  ) {}

  @Get()
  @ApiContract(
    'Usuários, mais novos primeiro, uma página por vez (20 sem per_page, até 100): search (nome, sobrenome, nome completo, e-mail), state (nome ou sigla), ids (só essas contas)',
    { response: identityRpc.adminListUsers },
  )
  list(@ContractQuery(adminUsersQuerySchema) query: AdminUsersQuery): Promise<AdminUserPage> {
    return this.identity.call(identityRpc.adminListUsers, { query });
  }

  @Post(':id/toggle-block')
  @ApiContract(
    'Bloquear / desbloquear: um bloqueado perde as sessões abertas na hora e não consegue entrar',
    { response: identityRpc.adminToggleBlock },
  )
  toggleBlock(
    @CurrentUser() admin: AuthUser,
    @Param('id', new UserIdPipe()) id: string,
  ): Promise<AdminUserToggled> {
    return this.identity.call(identityRpc.adminToggleBlock, { actor_id: admin.user_id, user_id: id });
  }

  @Delete(':id')
  @ApiContract('Excluir o usuário: o que acontece com o conteúdo dele está na Política de Privacidade', {
    response: identityRpc.adminDeleteUser,
  })
  async remove(
    @CurrentUser() admin: AuthUser,
    @Param('id', new UserIdPipe()) id: string,
  ): Promise<MessageResponse> {
    const deleted = await this.identity.call(identityRpc.adminDeleteUser, {
      actor_id: admin.user_id,
      user_id: id,
    });
    // identity-svc queued the person's photos: removed now, or once the storage answers again.
    this.janitor.soon();
    return deleted;
  }
}
