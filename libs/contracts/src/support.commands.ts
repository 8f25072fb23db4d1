import { z } from 'zod';
import { pathId, userId } from './fields.js';
import { adminTicketsQuerySchema, ticketReplySchema } from './support.admin.schemas.js';
import { contactRateLimitQuerySchema, contactSchema } from './support.contact.schemas.js';
import { faqFeedbackSchema, faqQuerySchema } from './support.faq.schemas.js';
import { generalTicketSchema, hostTicketSchema, userTicketsQuerySchema } from './support.tickets.schemas.js';
import { userDataExportCommand } from './user-lifecycle.schemas.js';

/** Payloads of the support subjects: the public body or query plus what the gateway knows of the caller. */
const actor = z.object({ user_id: userId });
/** The caller's address as the gateway keys it, never the address itself (per-address daily contact limit). */
const clientKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/)
  .describe('HMAC of the client address (base64url, 16 bytes)');

export const supportCommands = {
  submitContact: z.object({ body: contactSchema, client_key: clientKey, user_id: userId.optional() }),
  contactRateLimit: z.object({
    query: contactRateLimitQuerySchema,
    client_key: clientKey,
    user_id: userId.optional(),
  }),
  listFaq: z.object({ query: faqQuerySchema, user_id: userId.optional() }),
  faqFeedback: actor.extend({ faq_id: pathId, body: faqFeedbackSchema }),
  createGeneralTicket: actor.extend({ body: generalTicketSchema }),
  createHostTicket: actor.extend({ body: hostTicketSchema }),
  listTickets: actor.extend({ query: userTicketsQuerySchema }),
  listHostTickets: actor.extend({ query: userTicketsQuerySchema }),
  finalizeHostTicket: actor.extend({ ticket_id: pathId }),
  listHostIndications: actor,
  adminListTickets: z.object({ query: adminTicketsQuerySchema }),
  adminRespond: actor.extend({ ticket_id: pathId, body: ticketReplySchema }),
  exportUserData: userDataExportCommand,
} as const;

export type SupportCommand<K extends keyof typeof supportCommands> = z.input<(typeof supportCommands)[K]>;
