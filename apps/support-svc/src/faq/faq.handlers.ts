import { supportRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { FaqService } from './faq.service.js';

export const FaqHandlers = rpcHandlers(
  'FaqHandlers',
  supportRpc,
  { faq: FaqService },
  {
    /** GET /api/support/faq?search&category → {faqs, categories} */
    listFaq: ({ query, user_id }, { faq }) => faq.list(query, user_id),
    /** POST /api/support/faq/{id}/feedback {helpful} → {message, faq} */
    faqFeedback: ({ user_id, faq_id, body }, { faq }) => faq.feedback(user_id, faq_id, body.helpful),
  },
);
export type FaqHandlers = InstanceType<typeof FaqHandlers>;
