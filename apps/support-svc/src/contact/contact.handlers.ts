import { supportRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { ContactService } from './contact.service.js';

export const ContactHandlers = rpcHandlers(
  'ContactHandlers',
  supportRpc,
  { contact: ContactService },
  {
    /** POST /api/contact {name, email, subject, message} → {message, attemptsRemaining} */
    submitContact: ({ body, client_key, user_id }, { contact }) =>
      contact.submit(body, { clientKey: client_key, userId: user_id }),
    /** GET /api/contact/rate-limit → {can_submit, attemptsRemaining, timeRemaining} */
    contactRateLimit: ({ query, client_key, user_id }, { contact }) =>
      contact.rateLimit(query, { clientKey: client_key, userId: user_id }),
  },
);
export type ContactHandlers = InstanceType<typeof ContactHandlers>;
