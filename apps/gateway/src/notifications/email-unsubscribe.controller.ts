import { Controller, Post } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { type EmailUnsubscribed, emailUnsubscribeQuerySchema, notificationRpc } from '@encontro/contracts';
import { ServiceClient } from '@encontro/server-messaging';
import { z } from 'zod';
import { ApiContract, ContractQuery } from '../http/openapi.js';
import { EMAIL_UNSUBSCRIBE_PATH } from './one-click-form.js';

/** What a mail provider sends (RFC 8058); the web page sends nothing. Documented, never required. */
const oneClickBody = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() });

/**
 * One-click unsubscribe from a non-transactional e-mail, public: the signed `token` of the link names
 * the person and the type. Only a POST acts (RFC 8058): a GET of the link — a mail scanner following
 * it — finds no route.
 */
@ApiTags('Notificações')
@Controller(EMAIL_UNSUBSCRIBE_PATH)
export class EmailUnsubscribeController {
  constructor(private readonly services: ServiceClient) {}

  @Post()
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiContract(
    'Descadastrar-se de um tipo de e-mail pelo link assinado (RFC 8058: corpo List-Unsubscribe=One-Click ou vazio); 404 se o link for inválido',
    { body: oneClickBody, response: notificationRpc.emailUnsubscribe },
  )
  unsubscribe(
    @ContractQuery(emailUnsubscribeQuerySchema) query: z.infer<typeof emailUnsubscribeQuerySchema>,
  ): Promise<EmailUnsubscribed> {
    return this.services.call(notificationRpc.emailUnsubscribe, { query });
  }
}
