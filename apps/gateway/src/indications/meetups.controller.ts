import { Controller, Delete, Get, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AttendanceResult,
  CALENDAR_ROUTE,
  type ConfirmBody,
  type Meetup,
  type MeetupSettings,
  type MyAttendance,
  type User,
  type WithdrawalAnswer,
  confirmBodySchema,
  cityRefSchema,
  genericMessages,
  hostConfirmationSchema,
  indicationRpc,
  meetupSettingsBodySchema,
  userSchema,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Auth, GuestOrUser } from '../auth/guards.js';
import { ApiError } from '../http/api-error.js';
import { ApiContract, ContractBody, ContractQuery } from '../http/openapi.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { AnswerCache, matchesEtag } from '../read-cache/answer-cache.js';
import { CurrentUserView } from './current-user-view.js';
import { IndicationIdPipe } from './id-param.pipe.js';

const calendarQuery = z.object({ token: z.string().trim().max(200).optional() });
/** "Eu Vou!" answers the person too when their last confirmed meetup changed. */
const confirmedAnswer = indicationRpc.confirmAttendance.response.extend({ user: userSchema.optional() });
/** "Não vou mais" too: the person's last confirmed meetup is none now. */
const withdrawnAnswer = indicationRpc.withdrawAttendance.response.extend({ user: userSchema.optional() });

/**
 * The week's meetups: the winners, attendance ("Eu Vou!", POST /api/forum/{id}/confirm), the host's
 * link and the calendar file.
 */
@ApiTags('Vencedores')
@Controller('api')
export class MeetupsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly users: CurrentUserView,
    private readonly answers: AnswerCache,
  ) {}

  @Get('winners/:city')
  @GuestOrUser()
  @ApiContract('Os três vencedores da semana na cidade (sexta a domingo; a sua, se conectado)', {
    response: indicationRpc.winners,
  })
  async winners(
    @CurrentUser() user: AuthUser | undefined,
    @Param('city', new ZodPipe(cityRefSchema)) city: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const ask = () => this.services.call(indicationRpc.winners, { viewer_id: user?.user_id ?? null, city });
    if (!user) {
      await reply.send(await ask());
      return;
    }
    // Fixed from the reveal on, they are revalidated by their strong ETag: a 304 has no body to send.
    const answer = await this.answers.read(`winners:${user.user_id}:${city}`, user.user_id, ask);
    void reply
      .header('ETag', answer.etag)
      .header('Cache-Control', 'private, no-cache')
      .header('Vary', 'Authorization');
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) await reply.code(304).send();
    else await reply.type('application/json; charset=utf-8').send(answer.body);
  }

  @Post('forum/:id/confirm')
  @Auth()
  @ApiContract('Confirmar presença no encontro de um vencedor (o anfitrião confirma por aqui também)', {
    response: confirmedAnswer,
  })
  async confirm(
    @CurrentUser() user: AuthUser,
    @Param('id', new IndicationIdPipe()) id: string,
    @ContractBody(confirmBodySchema.optional()) body: ConfirmBody | undefined,
  ): Promise<AttendanceResult & { user?: User }> {
    const result = await this.services.call(indicationRpc.confirmAttendance, {
      user_id: user.user_id,
      indication_id: id,
      ...(body ? { body } : {}),
    });
    return {
      ...result,
      ...(await this.users.with(user.user_id, {
        last_confirmed_indication_id: result.last_confirmed_indication_id,
      })),
    };
  }

  @Delete('forum/:id/confirm')
  @Auth()
  @ApiContract('"Não vou mais": cancelar a presença até o início (o anfitrião passa o encontro)', {
    response: withdrawnAnswer,
  })
  async withdraw(
    @CurrentUser() user: AuthUser,
    @Param('id', new IndicationIdPipe()) id: string,
  ): Promise<WithdrawalAnswer & { user?: User }> {
    const result = await this.services.call(indicationRpc.withdrawAttendance, {
      user_id: user.user_id,
      indication_id: id,
    });
    return { ...result, ...(await this.users.with(user.user_id, { last_confirmed_indication_id: null })) };
  }

  @Get('forum/:id/attendance')
  @Auth()
  @ApiContract('A sua presença no encontro: confirmada, ou a posição na lista de espera e a vaga oferecida', {
    response: indicationRpc.myAttendance,
  })
  attendance(
    @CurrentUser() user: AuthUser,
    @Param('id', new IndicationIdPipe()) id: string,
  ): Promise<{ attendance: MyAttendance | null }> {
    return this.services.call(indicationRpc.myAttendance, { user_id: user.user_id, indication_id: id });
  }

  @Delete('forum/:id/waitlist')
  @Auth()
  @ApiContract('Sair da lista de espera do encontro (uma vaga oferecida passa ao próximo)', {
    response: indicationRpc.leaveWaitlist,
  })
  leaveWaitlist(
    @CurrentUser() user: AuthUser,
    @Param('id', new IndicationIdPipe()) id: string,
  ): Promise<{ message: string }> {
    return this.services.call(indicationRpc.leaveWaitlist, { user_id: user.user_id, indication_id: id });
  }

  @Post('forum/:id/waitlist/accept')
  @Auth()
  @ApiContract('Aceitar a vaga oferecida a quem está na lista de espera (409 sem oferta válida)', {
    response: confirmedAnswer,
  })
  async acceptOffer(
    @CurrentUser() user: AuthUser,
    @Param('id', new IndicationIdPipe()) id: string,
  ): Promise<AttendanceResult & { user?: User }> {
    const result = await this.services.call(indicationRpc.acceptOffer, {
      user_id: user.user_id,
      indication_id: id,
    });
    return {
      ...result,
      ...(await this.users.with(user.user_id, {
        last_confirmed_indication_id: result.last_confirmed_indication_id,
      })),
    };
  }

  @Put('forum/:id/meetup')
  @Auth()
  @ApiContract('O anfitrião define o encontro: vagas e horário (no fuso da cidade)', {
    response: indicationRpc.setMeetup,
  })
  setMeetup(
    @CurrentUser() user: AuthUser,
    @Param('id', new IndicationIdPipe()) id: string,
    @ContractBody(meetupSettingsBodySchema) body: MeetupSettings,
  ): Promise<{ message: string; meetup: Meetup }> {
    return this.services.call(indicationRpc.setMeetup, { user_id: user.user_id, indication_id: id, body });
  }

  @Post('winners/host-confirmation')
  @ApiContract('Confirmar o anfitrião pelo link do e-mail (sem login)', {
    response: indicationRpc.confirmHostByLink,
  })
  confirmHost(
    @ContractBody(hostConfirmationSchema) body: z.infer<typeof hostConfirmationSchema>,
  ): Promise<{ message: string; indication_id: string }> {
    return this.services.call(indicationRpc.confirmHostByLink, { body });
  }

  @Get(CALENDAR_ROUTE)
  @GuestOrUser()
  @ApiContract('O encontro em iCalendar, para quem confirmou presença (sessão ou token do link)', {
    response: { file: 'text/calendar' },
  })
  async calendar(
    @CurrentUser() user: AuthUser | undefined,
    @Param('id', new IndicationIdPipe()) id: string,
    @ContractQuery(calendarQuery) query: z.infer<typeof calendarQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    if (!query.token && !user) throw new ApiError('UNAUTHENTICATED', genericMessages.unauthenticated);
    const { ics, filename } = await this.services.call(
      indicationRpc.calendar,
      query.token ? { indication_id: id, token: query.token } : { indication_id: id, user_id: user!.user_id },
    );
    void reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('Cache-Control', 'private, no-store');
    return ics;
  }
}
