import { Controller, Post, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type ReminderAnswer,
  type ReminderAnswerBody,
  indicationRpc,
  reminderAnswerBodySchema,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import { ApiContract, ContractBody } from '../http/openapi.js';
import { IndicationIdPipe } from './id-param.pipe.js';

/**
 * A meetup reminder's one-tap answer (issue 30), without a session: the service worker's push actions
 * and the e-mail links' page send it. Its signed one-time token says who answers; no guessing to limit.
 */
@ApiTags('Vencedores')
@Controller('api/forum/:id')
export class MeetupRemindersController {
  constructor(private readonly services: ServiceClient) {}

  @Post('reminder-answer')
  @ApiContract(
    'Responder ao lembrete do encontro ("Vou sim" mantém a vaga, "Não vou mais" a libera), sem login',
    {
      response: indicationRpc.answerReminder,
      refusals: [
        'VALIDATION_FAILED',
        'REMINDER_TOKEN_INVALID',
        'REMINDER_EXPIRED',
        'REMINDER_ANSWERED',
        'NOT_ATTENDING',
        'HOST_CANNOT_LEAVE',
      ],
    },
  )
  answer(
    @Param('id', new IndicationIdPipe()) id: string,
    @ContractBody(reminderAnswerBodySchema) body: ReminderAnswerBody,
  ): Promise<ReminderAnswer> {
    return this.services.call(indicationRpc.answerReminder, { indication_id: id, body });
  }
}
