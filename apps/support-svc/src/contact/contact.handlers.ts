import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, supportRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { ContactService } from './contact.service.js';

const { submitContact, contactRateLimit } = supportRpc;

@Controller()
export class ContactHandlers {
  constructor(@Inject(ContactService) private readonly contact: ContactService) {}

  /** POST /api/contact {name, email, subject, message} → {message, attemptsRemaining} */
  @Rpc(submitContact)
  submit({ body, client_ip, user_id }: RpcRequest<typeof submitContact>) {
    return this.contact.submit(body, { clientIp: client_ip, userId: user_id });
  }

  /** GET /api/contact/rate-limit → {can_submit, attemptsRemaining, timeRemaining} */
  @Rpc(contactRateLimit)
  rateLimit({ query, client_ip, user_id }: RpcRequest<typeof contactRateLimit>) {
    return this.contact.rateLimit(query, { clientIp: client_ip, userId: user_id });
  }
}
