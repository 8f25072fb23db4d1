import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type FaqFeedbackResponse,
  type FaqList,
  supportCommands,
  supportSubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { FaqService } from './faq.service.js';

@Controller()
export class FaqHandlers {
  constructor(@Inject(FaqService) private readonly faq: FaqService) {}

  /** GET /api/support/faq?search&category → {faqs, categories} */
  @MessagePattern(supportSubjects.listFaq)
  async list(@Payload() payload: unknown): Promise<FaqList> {
    const { query, user_id } = parseCommand(supportCommands.listFaq, payload, 'query');
    return this.faq.list(query, user_id);
  }

  /** POST /api/support/faq/{id}/feedback {helpful} → {message, faq} */
  @MessagePattern(supportSubjects.faqFeedback)
  async feedback(@Payload() payload: unknown): Promise<FaqFeedbackResponse> {
    const { user_id, faq_id, body } = parseCommand(supportCommands.faqFeedback, payload, 'body');
    return this.faq.feedback(user_id, faq_id, body.helpful);
  }
}
