import { rpc } from './rpc.js';
import { supportCommands } from './support.commands.js';
import { adminTicketPageSchema, ticketRespondedSchema } from './support.admin.schemas.js';
import { contactRateLimitSchema, contactResponseSchema } from './support.contact.schemas.js';
import { faqFeedbackResponseSchema, faqListSchema } from './support.faq.schemas.js';
import {
  hostIndicationListSchema,
  ticketCreatedSchema,
  ticketFinalizedSchema,
  ticketListSchema,
} from './support.tickets.schemas.js';
import { userDataExportSchema } from './user-lifecycle.schemas.js';

/** support-svc: contact forms, FAQ, tickets (user and admin) (SPEC §7 "Last encounter, support"). */
export const supportRpc = {
  submitContact: rpc('support.contact.submit', {
    request: supportCommands.submitContact,
    response: contactResponseSchema,
    errorsUnder: 'body',
  }),
  contactRateLimit: rpc('support.contact.rate-limit', {
    request: supportCommands.contactRateLimit,
    response: contactRateLimitSchema,
    errorsUnder: 'query',
  }),
  listFaq: rpc('support.faq.list', {
    request: supportCommands.listFaq,
    response: faqListSchema,
    errorsUnder: 'query',
  }),
  faqFeedback: rpc('support.faq.feedback', {
    request: supportCommands.faqFeedback,
    response: faqFeedbackResponseSchema,
    errorsUnder: 'body',
  }),
  createGeneralTicket: rpc('support.ticket.create-general', {
    request: supportCommands.createGeneralTicket,
    response: ticketCreatedSchema,
    errorsUnder: 'body',
  }),
  createHostTicket: rpc('support.ticket.create-host', {
    request: supportCommands.createHostTicket,
    response: ticketCreatedSchema,
    errorsUnder: 'body',
  }),
  listTickets: rpc('support.ticket.list', {
    request: supportCommands.listTickets,
    response: ticketListSchema,
    errorsUnder: 'query',
  }),
  /** The caller's host tickets only. */
  listHostTickets: rpc('support.ticket.list-host', {
    request: supportCommands.listHostTickets,
    response: ticketListSchema,
    errorsUnder: 'query',
  }),
  finalizeHostTicket: rpc('support.ticket.finalize', {
    request: supportCommands.finalizeHostTicket,
    response: ticketFinalizedSchema,
  }),
  /** The caller's own indications, for the host-support form. */
  listHostIndications: rpc('support.indication.list-own', {
    request: supportCommands.listHostIndications,
    response: hostIndicationListSchema,
  }),
  adminListTickets: rpc('support.admin-ticket.list', {
    caller: 'admin',
    request: supportCommands.adminListTickets,
    response: adminTicketPageSchema,
    errorsUnder: 'query',
  }),
  adminRespond: rpc('support.admin-ticket.respond', {
    caller: 'admin',
    request: supportCommands.adminRespond,
    response: ticketRespondedSchema,
    errorsUnder: 'body',
  }),
  exportUserData: rpc('support.user-data.export', {
    caller: 'user',
    request: supportCommands.exportUserData,
    response: userDataExportSchema,
  }),
} as const;
