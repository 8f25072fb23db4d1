import { z } from 'zod';
import { confirmedWith, pageMetaSchema } from './shared.rpc-schemas.js';
import { dayParam, emptyToUndefined, requiredText } from './fields.js';
import { supportLimits, supportMessages } from './support.messages.js';
import { ticketStatuses, ticketTypes } from './support.tickets.schemas.js';
import { optionalText } from './text.js';

// Support tickets in the admin panel: the list, its filters and the reply.

export const adminTicketPageSizes = [5, 10, 20, 50] as const;
const dateParam = () => dayParam(supportMessages.dateInvalid);

/** GET /api/admin/support-tickets?page&per_page&search&type&status&date_from&date_to */
export const adminTicketsQuerySchema = z.object({
  search: optionalText(200).describe('Busca em assunto, mensagem, nome, e-mail e cidade'),
  type: z.preprocess(
    emptyToUndefined,
    z.enum(ticketTypes, { message: supportMessages.ticketTypeInvalid }).optional(),
  ),
  status: z
    .preprocess(
      emptyToUndefined,
      z.enum(ticketStatuses, { message: supportMessages.statusInvalid }).optional(),
    )
    .describe('open = Aberto; responded = Respondido (inclui os finalizados); finalized = Finalizado'),
  date_from: dateParam().describe('AAAA-MM-DD, dia de America/Sao_Paulo (inclusive)'),
  date_to: dateParam().describe('AAAA-MM-DD, dia de America/Sao_Paulo (inclusive)'),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1)),
  per_page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .refine((n) => (adminTicketPageSizes as readonly number[]).includes(n), supportMessages.perPageInvalid)
      .default(10),
  ),
});
export type AdminTicketsQuery = z.infer<typeof adminTicketsQuerySchema>;

/** SPEC §3 Support ticket (admin view), plus status, indication and the contact the form carried. */
export const adminTicketSchema = z.object({
  ticket_id: z.string().uuid(),
  message_type: z.enum(ticketTypes),
  subject: z.string(),
  message: z.string(),
  responded: z.boolean(),
  response: z.string().nullable(),
  responded_at: z.string().nullable(),
  created_at: z.string(),
  user: z.object({
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    city: z.string(),
    state: z.string(),
  }),
  contact: z.object({ name: z.string(), email: z.string() }).describe('Nome e e-mail informados no ticket'),
  indication: z.object({ indication_id: z.string(), name: z.string() }).nullable(),
  status: z.enum(ticketStatuses),
  finalized_at: z.string().nullable(),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

/** The tickets page carries the admin page meta beside `data`, not under `meta`. */
export const adminTicketPageSchema = pageMetaSchema.extend({ data: z.array(adminTicketSchema) });
export type AdminTicketPage = z.infer<typeof adminTicketPageSchema>;

/** POST /api/admin/support/{ticket_id}/respond {response}: required, non-blank, up to 1000 characters. */
export const ticketReplySchema = z.object({
  response: requiredText(
    supportLimits.ticketReply,
    supportMessages.responseRequired,
    supportMessages.responseTooLong,
  ).describe('Resposta (até 1000 caracteres)'),
});
export type TicketReplyRequest = z.infer<typeof ticketReplySchema>;

export const ticketRespondedSchema = confirmedWith('ticket', adminTicketSchema);
export type TicketResponded = z.infer<typeof ticketRespondedSchema>;
