import { Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type FaqFeedbackResponse,
  type FaqList,
  faqFeedbackSchema,
  faqQuerySchema,
  supportRpc,
} from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Auth, CallerIfAny, callerId } from '../auth/guards.js';
import { ApiContract, ContractBody, ContractQuery } from '../http/openapi.js';

/** SPEC §2/§7: the FAQ (public) and its 'Útil' / 'Não útil' votes (signed in). */
@ApiTags('Suporte')
@Controller('api/support/faq')
export class FaqController {
  constructor(private readonly support: ServiceClient) {}

  @Get()
  @CallerIfAny()
  @ApiContract('Perguntas frequentes (busca e categoria opcionais), com as contagens Útil / Não útil', {
    response: supportRpc.listFaq,
  })
  list(
    @ContractQuery(faqQuerySchema) query: z.infer<typeof faqQuerySchema>,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<FaqList> {
    return this.support.call(supportRpc.listFaq, { query, ...callerId(user) });
  }

  @Post(':id/feedback')
  @Auth()
  @ApiContract('Votar Útil (true) ou Não útil (false); um voto por pessoa, o último vale', {
    response: supportRpc.faqFeedback,
  })
  feedback(
    @Param('id') id: string,
    @ContractBody(faqFeedbackSchema) body: z.infer<typeof faqFeedbackSchema>,
    @CurrentUser() user: AuthUser,
  ): Promise<FaqFeedbackResponse> {
    return this.support.call(supportRpc.faqFeedback, { user_id: user.user_id, faq_id: id, body });
  }
}
