import { z } from 'zod';
import { confirmedWith } from './shared.rpc-schemas.js';
import { emptyToUndefined, honeypot, requiredText } from './fields.js';
import { emailField, trimmed } from './support.fields.js';
import { supportLimits, supportMessages } from './support.messages.js';

// Tickets as their author sees them: the general and host forms, the lists, finalizing.

export const ticketTypes = ['general', 'host'] as const;
export type TicketType = (typeof ticketTypes)[number];
export const ticketTypeLabels: Record<TicketType, string> = { host: 'Anfitrião', general: 'Geral' };
export const ticketStatuses = ['open', 'responded', 'finalized'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: 'Aberto',
  responded: 'Respondido',
  finalized: 'Finalizado',
};

const ticketType = (type: TicketType) =>
  z
    .preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z
        .string({ message: supportMessages.ticketTypeRequired })
        .min(1, { message: supportMessages.ticketTypeRequired, abort: true })
        .refine((v) => v === type, supportMessages.ticketTypeInvalid),
    )
    .transform(() => type)
    .describe(`'${type}'`);

const ticketSubject = () =>
  requiredText(supportLimits.ticketSubject, supportMessages.subjectRequired, supportMessages.subjectTooLong);
const ticketMessage = (max: number) =>
  requiredText(max, supportMessages.messageRequired, supportMessages.messageTooLong(max)).describe(
    `Mensagem (até ${max} caracteres)`,
  );

/**
 * POST /api/support/general. Name and e-mail are required (the reply goes to that e-mail); the
 * message holds up to 500 characters.
 */
export const generalTicketSchema = z.object({
  honeypot: honeypot(supportMessages.formInvalid),
  ticket_type: ticketType('general'),
  name: requiredText(supportLimits.contactName, supportMessages.nameRequired, supportMessages.nameTooLong),
  email: emailField(supportLimits.contactEmail),
  subject: ticketSubject(),
  message: ticketMessage(supportLimits.generalTicketMessage),
});
export type GeneralTicketRequest = z.infer<typeof generalTicketSchema>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /api/support/host: about one of the caller's own indications; message up to 300 characters. */
export const hostTicketSchema = z.object({
  honeypot: honeypot(supportMessages.formInvalid),
  ticket_type: ticketType('host'),
  indication_id: trimmed()
    .pipe(
      z
        .string()
        .min(1, { message: supportMessages.indicationRequired, abort: true })
        .regex(uuidPattern, supportMessages.indicationInvalid),
    )
    .transform((v) => v.toLowerCase())
    .describe('Uma das suas indicações'),
  subject: ticketSubject(),
  message: ticketMessage(supportLimits.hostTicketMessage),
});
export type HostTicketRequest = z.infer<typeof hostTicketSchema>;

/** The ticket form's rules for the chosen type (SPEC §5 Ticket). */
export const ticketSchemaFor = (type: TicketType) =>
  type === 'host' ? hostTicketSchema : generalTicketSchema;

/** ?status=open|responded|finalized (Todos / Abertos / Respondidos / Finalizados) and ?type=general|host. */
export const userTicketsQuerySchema = z.object({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(ticketStatuses, { message: supportMessages.statusInvalid }).optional(),
  ),
  type: z.preprocess(
    emptyToUndefined,
    z.enum(ticketTypes, { message: supportMessages.ticketTypeInvalid }).optional(),
  ),
});
export type UserTicketsQuery = z.infer<typeof userTicketsQuerySchema>;

/** SPEC §3 Ticket (user view), plus its status (Aberto / Respondido / Finalizado). */
export const ticketSchema = z.object({
  ticket_id: z.string().uuid(),
  ticket_type: z.enum(ticketTypes),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  responded: z.boolean(),
  responded_at: z.string().nullable(),
  response: z.string().nullable(),
  indication: z.object({ indication_id: z.string(), name: z.string() }).nullable(),
  status: z.enum(ticketStatuses),
  finalized_at: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListSchema = z.object({ tickets: z.array(ticketSchema) });
export type TicketList = z.infer<typeof ticketListSchema>;
export const ticketCreatedSchema = confirmedWith('ticket', ticketSchema);
export type TicketCreated = z.infer<typeof ticketCreatedSchema>;
/** POST /api/support/host/{ticketId}/finalize: the host ticket, now finalized. */
export const ticketFinalizedSchema = confirmedWith('ticket', ticketSchema);
export type TicketFinalized = z.infer<typeof ticketFinalizedSchema>;

/** GET /api/support/host/indications: the caller's own indications for the host-support form. */
export const hostIndicationSchema = z.object({ id: z.string(), name: z.string(), city: z.string() });
export type HostIndication = z.infer<typeof hostIndicationSchema>;
export const hostIndicationListSchema = z.object({ indications: z.array(hostIndicationSchema) });
export type HostIndicationList = z.infer<typeof hostIndicationListSchema>;
