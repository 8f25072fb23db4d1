import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, supportRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { FaqService } from './faq.service.js';

const { listFaq, faqFeedback } = supportRpc;

@Controller()
export class FaqHandlers {
  constructor(@Inject(FaqService) private readonly faq: FaqService) {}

  /** GET /api/support/faq?search&category → {faqs, categories} */
  @Rpc(listFaq)
  list({ query, user_id }: RpcRequest<typeof listFaq>) {
    return this.faq.list(query, user_id);
  }

  /** POST /api/support/faq/{id}/feedback {helpful} → {message, faq} */
  @Rpc(faqFeedback)
  feedback({ user_id, faq_id, body }: RpcRequest<typeof faqFeedback>) {
    return this.faq.feedback(user_id, faq_id, body.helpful);
  }
}
