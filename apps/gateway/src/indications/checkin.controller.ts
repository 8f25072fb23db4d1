import { Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type CheckinBody,
  type CheckinCode,
  checkinBodySchema,
  indicationMessages,
  indicationRpc,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Auth } from '../auth/guards.js';
import { ApiContract, ContractBody } from '../http/openapi.js';
import { UuidParamPipe } from '../http/uuid-param.pipe.js';
import { RateLimit } from '../rate-limit/rate-limit.guard.js';
import { IndicationIdPipe } from './id-param.pipe.js';

type CheckinAnswer = z.infer<typeof indicationRpc.checkin.response>;

/** "Cheguei" (issue 30): the host's changing code, the attendee's check-in and the host's by hand. */
@ApiTags('Vencedores')
@Controller('api/forum/:id')
export class CheckinController {
  constructor(private readonly services: ServiceClient) {}

  @Get('checkin-code')
  @Auth()
  @ApiContract('O código de check-in da janela de 30 segundos atual (só o anfitrião, no dia do encontro)', {
    response: indicationRpc.checkinCode,
    refusals: ['NOT_A_WINNER', 'CHECKIN_HOST_ONLY', 'CHECKIN_CLOSED'],
  })
  code(@CurrentUser() user: AuthUser, @Param('id', new IndicationIdPipe()) id: string): Promise<CheckinCode> {
    return this.services.call(indicationRpc.checkinCode, { user_id: user.user_id, indication_id: id });
  }

  @Post('checkin')
  @Auth()
  @RateLimit('checkin')
  @ApiContract('Cheguei: check-in com o código do QR ou os 6 números que o anfitrião mostra', {
    response: indicationRpc.checkin,
    refusals: [
      'VALIDATION_FAILED',
      'NOT_A_WINNER',
      'CHECKIN_NOT_CONFIRMED',
      'CHECKIN_CLOSED',
      'CHECKIN_CODE_STALE',
      'CHECKIN_CODE_INVALID',
      'RATE_LIMITED',
    ],
  })
  checkin(
    @CurrentUser() user: AuthUser,
    @Param('id', new IndicationIdPipe()) id: string,
    @ContractBody(checkinBodySchema) body: CheckinBody,
  ): Promise<CheckinAnswer> {
    return this.services.call(indicationRpc.checkin, { user_id: user.user_id, indication_id: id, body });
  }

  @Post('checkin/:user_id')
  @Auth()
  @ApiContract('O anfitrião marca a chegada de um confirmado', {
    response: indicationRpc.checkinByHost,
    refusals: ['NOT_A_WINNER', 'CHECKIN_HOST_ONLY', 'CHECKIN_PERSON_NOT_CONFIRMED', 'CHECKIN_CLOSED'],
  })
  checkinByHost(
    @CurrentUser() user: AuthUser,
    @Param('id', new IndicationIdPipe()) id: string,
    @Param(
      'user_id',
      new UuidParamPipe('CHECKIN_PERSON_NOT_CONFIRMED', indicationMessages.checkinPersonNotConfirmed),
    )
    attendeeId: string,
  ): Promise<CheckinAnswer> {
    return this.services.call(indicationRpc.checkinByHost, {
      user_id: user.user_id,
      indication_id: id,
      attendee_id: attendeeId,
    });
  }
}
