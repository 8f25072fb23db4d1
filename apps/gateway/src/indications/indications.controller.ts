import { Controller, Delete, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type IndicationList,
  type OwnIndication,
  type RestrictionStatus,
  type VoteResult,
  cityRefSchema,
  fieldErrorsFromIssues,
  indicationFormSchema,
  indicationMessages,
  indicationRpc,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Auth, GuestOrUser } from '../auth/guards.js';
import { ApiError } from '../http/api-error.js';
import { ClientNetworks } from '../http/client-network.js';
import { ApiContract, ContractQuery } from '../http/openapi.js';
import { readMultipart } from '../photos/multipart.js';
import { StoredPhotos } from '../privacy/stored-photos.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import { AnswerCache } from '../read-cache/answer-cache.js';
import { IndicationIdPipe } from './id-param.pipe.js';
import { IndicationPhotos } from './indication-photos.js';

const cityQuery = z.object({ city: cityRefSchema.optional() });

/** SPEC §7 "Indications, voting, winners": nominations and votes, answered by indication-svc. */
@ApiTags('Indicações')
@Controller('api')
export class IndicationsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly photos: IndicationPhotos,
    private readonly storedPhotos: StoredPhotos,
    private readonly answers: AnswerCache,
    private readonly networks: ClientNetworks,
  ) {}

  @Get('forum/restriction-status')
  @ApiContract('Dia do ciclo semanal: fóruns (sexta a domingo), indicações e votação (segunda a quinta)', {
    response: indicationRpc.status,
  })
  restrictionStatus(): Promise<RestrictionStatus> {
    return this.services.call(indicationRpc.status, {});
  }

  @Get('indications')
  @GuestOrUser()
  @ApiContract('Indicações aprovadas da semana na cidade (a sua, se conectado), com os totais', {
    response: indicationRpc.list,
  })
  async list(
    @CurrentUser() user: AuthUser | undefined,
    @ContractQuery(cityQuery) query: z.infer<typeof cityQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<IndicationList | string> {
    const ask = () =>
      this.services.call(indicationRpc.list, {
        viewer_id: user?.user_id ?? null,
        city: query.city,
      });
    if (!user) return ask();
    const answer = await this.answers.read(`list:${user.user_id}:${query.city ?? ''}`, user.user_id, ask);
    void reply.type('application/json; charset=utf-8');
    return answer.body;
  }

  @Post('indications')
  @Auth()
  @RateLimit('indication')
  @ApiContract('Indicar um local (segunda a quinta; campos do formulário e até 3 fotos em photos[0..2])', {
    body: indicationFormSchema,
    files: ['photos[0]', 'photos[1]', 'photos[2]'],
    response: indicationRpc.submit,
    status: 201,
    refusals: [
      'VALIDATION_FAILED',
      'NOMINATION_OTHER_CITY',
      'WEEKEND_CLOSED',
      'ALREADY_NOMINATED',
      'CITY_CAP_REACHED',
      'DUPLICATE_INDICATION',
    ],
  })
  async submit(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    const body = await readMultipart(request);
    const parsed = indicationFormSchema.safeParse(body.fields);
    const { errors } = parsed.success ? { errors: {} } : fieldErrorsFromIssues(parsed.error.issues);
    // The one honeypot check of a nomination: here, before any photo is read, re-encoded or stored.
    if (parsed.success && parsed.data.honeypot)
      return { message: indicationMessages.submitted, indication: null };
    const { photos, errors: photoErrors } = await this.photos.prepare(body);
    const all: Record<string, string[]> = {
      ...errors,
      ...(photoErrors.length ? { photos: photoErrors } : {}),
    };
    if (!parsed.success || photoErrors.length) {
      const message = Object.values(all)[0]?.[0] ?? indicationMessages.requiredFields;
      throw new ApiError('VALIDATION_FAILED', message, all);
    }
    const keys = await this.photos.store(user.user_id, photos);
    return this.storedPhotos.discardOnFailure(keys, () =>
      this.services.call(indicationRpc.submit, {
        user_id: user.user_id,
        body: body.fields,
        photo_keys: keys,
      }),
    );
  }

  @Get('indications/user')
  @Auth()
  @ApiContract('As indicações feitas por mim', { response: indicationRpc.mine })
  mine(@CurrentUser() user: AuthUser): Promise<OwnIndication[]> {
    return this.services.call(indicationRpc.mine, { user_id: user.user_id });
  }

  @Post('indications/:id/vote')
  @Auth()
  @ApiContract(
    'Votar numa indicação (uma vez por semana, segunda a quinta); last_voted_indication_id é o voto da semana',
    { response: indicationRpc.castVote },
  )
  async vote(
    @CurrentUser() user: AuthUser,
    @Param('id', new IndicationIdPipe()) id: string,
    @Req() request: FastifyRequest,
  ): Promise<VoteResult> {
    return this.services.call(indicationRpc.castVote, {
      user_id: user.user_id,
      indication_id: id,
      network: this.networks.networkOf(request.ip),
    });
  }

  @Delete('indications/:id/vote')
  @Auth()
  @ApiContract('Remover o meu voto (pode votar de novo depois)', { response: indicationRpc.removeVote })
  async removeVote(
    @CurrentUser() user: AuthUser,
    @Param('id', new IndicationIdPipe()) id: string,
  ): Promise<VoteResult> {
    return this.services.call(indicationRpc.removeVote, {
      user_id: user.user_id,
      indication_id: id,
    });
  }
}
