import { Controller, Delete, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type DeleteAccountRequest,
  type MessageResponse,
  USER_DATA_EXPORT_FILENAME,
  type UserDataExportFile,
  userDataExportFileSchema,
  deleteAccountSchema,
  identityRpc,
  userDataExports,
  userLifecycleMessages,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Auth } from '../auth/guards.js';
import { ApiError } from '../http/api-error.js';
import { ApiContract, ContractBody } from '../http/openapi.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import { PhotoJanitor } from './photo-janitor.js';

/** LGPD self-service from the profile: download everything, delete the account (privacy page). */
@ApiTags('Conta')
@Controller('api/profile')
export class PrivacyController {
  constructor(
    private readonly services: ServiceClient,
    private readonly janitor: PhotoJanitor,
  ) {}

  /**
   * Asks every service that holds personal data at once and answers one JSON file. A partial file
   * would look complete, so when any service does not answer the whole download is a 503.
   */
  @Get('export')
  @Auth()
  @ApiContract(`Baixar todos os meus dados (um arquivo JSON, ${USER_DATA_EXPORT_FILENAME})`, {
    response: userDataExportFileSchema,
  })
  async export(
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const answers = await Promise.allSettled(
      userDataExports.map((contract) => this.services.call(contract, { user_id: user.user_id })),
    );
    if (answers.some((answer) => answer.status === 'rejected'))
      throw new ApiError('EXPORT_UNAVAILABLE', userLifecycleMessages.exportUnavailable);
    const parts = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    const file: UserDataExportFile = {
      exported_at: new Date().toISOString(),
      user_id: user.user_id,
      services: Object.fromEntries(parts.map((part) => [part.service, part.data])),
    };
    void reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${USER_DATA_EXPORT_FILENAME}"`)
      .header('Cache-Control', 'no-store');
    return JSON.stringify(file, null, 2);
  }

  /**
   * Deletes the caller's account after they typed its password: the same deletion as the admin's,
   * across every service. The token in use stops working at once; identity-svc queued the person's
   * photos, which the janitor removes now, or once the object storage answers again.
   */
  @Delete()
  @Auth()
  @RateLimit('login')
  @ApiContract('Excluir minha conta (confirmada com a senha)', {
    response: identityRpc.deleteOwnAccount,
  })
  async deleteOwn(
    @CurrentUser() user: AuthUser,
    @ContractBody(deleteAccountSchema) body: DeleteAccountRequest,
  ): Promise<MessageResponse> {
    const deleted = await this.services.call(identityRpc.deleteOwnAccount, {
      user_id: user.user_id,
      password: body.password,
    });
    this.janitor.soon();
    return deleted;
  }
}
