import { z } from 'zod';
import { isStorableText, optionalText, text } from './text.js';

/** pt-BR texts of SPEC §5 (Contact, Ticket, Admin inputs) and §8 (Contact and tickets). */
export const supportMessages = {
  nameRequired: 'Nome é obrigatório',
  nameTooLong: 'Nome deve ter no máximo 100 caracteres',
  emailRequired: 'E-mail é obrigatório',
  emailInvalid: 'E-mail inválido',
  emailTooLong: 'E-mail deve ter no máximo 100 caracteres',
  subjectRequired: 'Assunto é obrigatório',
  subjectTooLong: 'Assunto deve ter no máximo 100 caracteres',
  legacySubjectInvalid: 'Selecione um assunto válido',
  messageRequired: 'Mensagem é obrigatória',
  messageTooLong: (max: number) => `Mensagem deve ter no máximo ${max} caracteres`,
  formInvalid: 'Formulário inválido',
  contactSent: 'Mensagem enviada! Entraremos em contato em breve.',
  legacyContactSent: 'Mensagem enviada com sucesso! Entraremos em contato em breve.',
  contactFailed: 'Erro ao enviar mensagem! Tente novamente.',
  legacyContactFailed: 'Erro ao enviar mensagem. Tente novamente.',
  legacyContactError: (message: string) => `Erro: ${message}`,
  dailyLimitReached: 'Limite diário de envios atingido! Tente novamente amanhã.',
  attemptsRemaining: (n: number) => `Você tem ${n} tentativas restantes hoje`,
  ticketTypeRequired: 'Tipo de ticket é obrigatório',
  ticketTypeInvalid: 'Tipo de ticket inválido',
  indicationRequired: 'Indicação é obrigatória para tickets de anfitrião',
  indicationInvalid: 'Indicação inválida',
  ticketCreated: 'Ticket criado com sucesso!',
  ticketFailed: 'Erro ao criar ticket! Tente novamente.',
  ticketNotFound: 'Ticket não encontrado.',
  notOwnIndication: 'Você só pode abrir tickets de anfitrião sobre as suas próprias indicações.',
  ticketFinalized: 'Ticket finalizado com sucesso!',
  finalizeOnlyResponded: 'Só é possível finalizar um ticket que já foi respondido.',
  alreadyFinalized: 'Este ticket já foi finalizado.',
  responseRequired: 'Resposta é obrigatória',
  responseTooLong: 'Resposta deve ter no máximo 1000 caracteres',
  responseSent: 'Resposta enviada com sucesso! O usuário receberá um email.',
  responseFailed: 'Erro ao enviar resposta. Tente novamente.',
  alreadyResponded: 'Este ticket já foi respondido.',
  faqNotFound: 'Pergunta não encontrada.',
  faqHelpfulRequired: 'Informe se a resposta foi útil.',
  faqFeedbackSaved: 'Obrigado pelo seu feedback!',
  categoryInvalid: 'Categoria inválida',
  dateInvalid: 'Data inválida',
  perPageInvalid: 'Itens por página deve ser 5, 10, 20 ou 50',
  statusInvalid: 'Status inválido',
} as const;

/** SPEC §9: contact message 300; name, e-mail, subject 100. Tickets: 300 (host) / 500 (general), subject 100. */
export const supportLimits = {
  contactName: 100,
  contactEmail: 100,
  contactSubject: 100,
  contactMessage: 300,
  ticketSubject: 100,
  hostTicketMessage: 300,
  generalTicketMessage: 500,
  ticketReply: 1000,
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Values arrive trimmed (SPEC §2: the contact form trims); a missing value reads as ''. */
const trimmed = () => text();

const requiredText = (max: number, requiredMessage: string, tooLong: string) =>
  trimmed().pipe(z.string().min(1, { message: requiredMessage, abort: true }).max(max, tooLong));

const emailField = (max: number) =>
  trimmed().pipe(
    z
      .string()
      .min(1, { message: supportMessages.emailRequired, abort: true })
      .regex(emailPattern, { message: supportMessages.emailInvalid, abort: true })
      .max(max, supportMessages.emailTooLong),
  );

/** The hidden field bots fill: anything but empty is 'Formulário inválido'. */
const honeypot = () =>
  z
    .unknown()
    .refine((v) => v === undefined || v === null || v === '', supportMessages.formInvalid)
    .transform(() => undefined)
    .optional()
    .describe('Campo oculto: deve ficar vazio');

// ── Contact ──────────────────────────────────────────────────────────────────────────────────

/** The subjects of the old form at /contato. */
export const legacyContactSubjects = ['duvida', 'sugestao', 'reclamacao', 'parceria', 'outro'] as const;
export type LegacyContactSubject = (typeof legacyContactSubjects)[number];
export const legacyContactSubjectLabels: Record<LegacyContactSubject, string> = {
  duvida: 'Dúvida',
  sugestao: 'Sugestão',
  reclamacao: 'Reclamação',
  parceria: 'Parceria',
  outro: 'Outro',
};
export const contactForms = ['contact', 'legacy'] as const;
export type ContactForm = (typeof contactForms)[number];

const isLegacySubject = (subject: unknown): subject is LegacyContactSubject =>
  typeof subject === 'string' && (legacyContactSubjects as readonly string[]).includes(subject);

/**
 * POST /api/contact {name, email, subject, message}: the new form (/support/contact) and the old one
 * (/contato). `form` may say which; without it a subject among the old form's codes means the old form.
 */
export const contactSchema = z
  .object({
    honeypot: honeypot(),
    form: z
      .preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(contactForms).optional())
      .describe("'contact' (novo formulário) ou 'legacy' (/contato); opcional"),
    name: requiredText(
      supportLimits.contactName,
      supportMessages.nameRequired,
      supportMessages.nameTooLong,
    ).describe('Nome (até 100 caracteres)'),
    email: emailField(supportLimits.contactEmail).describe('E-mail (até 100 caracteres)'),
    subject: requiredText(
      supportLimits.contactSubject,
      supportMessages.subjectRequired,
      supportMessages.subjectTooLong,
    ).describe(
      'Assunto (até 100 caracteres); no formulário antigo: duvida, sugestao, reclamacao, parceria ou outro',
    ),
    message: requiredText(
      supportLimits.contactMessage,
      supportMessages.messageRequired,
      supportMessages.messageTooLong(supportLimits.contactMessage),
    ).describe('Mensagem (até 300 caracteres)'),
  })
  .superRefine((v, ctx) => {
    if (v.form === 'legacy' && typeof v.subject === 'string' && v.subject && !isLegacySubject(v.subject))
      ctx.addIssue({ code: 'custom', path: ['subject'], message: supportMessages.legacySubjectInvalid });
  });
export type ContactRequest = z.infer<typeof contactSchema>;

/** Which form a valid contact body came from. */
export function contactFormOf(body: Pick<ContactRequest, 'form' | 'subject'>): ContactForm {
  return body.form ?? (isLegacySubject(body.subject) ? 'legacy' : 'contact');
}

export const contactResponseSchema = z.object({
  message: z.string(),
  attemptsRemaining: z.number().int().min(0),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** GET /api/contact/rate-limit?email= — the e-mail is optional; an invalid one is ignored. */
export const contactRateLimitQuerySchema = z.object({
  email: z
    .preprocess(
      (v) =>
        typeof v === 'string' && emailPattern.test(v.trim()) && isStorableText(v) ? v.trim() : undefined,
      z.string().max(255).optional(),
    )
    .describe('E-mail de quem vai enviar (opcional)'),
});
export type ContactRateLimitQuery = z.infer<typeof contactRateLimitQuerySchema>;

export const contactRateLimitSchema = z.object({
  can_submit: z.boolean(),
  attemptsRemaining: z.number().int().min(0),
  timeRemaining: z
    .number()
    .int()
    .min(0)
    .describe('Segundos até 00:00 de America/Sao_Paulo, quando a contagem diária recomeça'),
});
export type ContactRateLimit = z.infer<typeof contactRateLimitSchema>;

// ── FAQ ──────────────────────────────────────────────────────────────────────────────────────

/** SPEC §2: the nine category chips, in order. */
export const faqCategories = [
  { id: 'geral', label: 'Geral' },
  { id: 'indicacoes', label: 'Indicações' },
  { id: 'votacao', label: 'Votação' },
  { id: 'anfitriao', label: 'Anfitrião' },
  { id: 'forum', label: 'Fórum' },
  { id: 'denuncias', label: 'Denúncias' },
  { id: 'cidades', label: 'Cidades' },
  { id: 'custos', label: 'Custos' },
  { id: 'dicas', label: 'Dicas' },
] as const;
export const faqCategoryIds = faqCategories.map((c) => c.id) as [FaqCategoryId, ...FaqCategoryId[]];
export type FaqCategoryId = (typeof faqCategories)[number]['id'];

const emptyToUndefined = (v: unknown) => (v === '' || v === null || v === 'all' ? undefined : v);

export const faqQuerySchema = z.object({
  search: optionalText(100).describe(
    'Busca na pergunta e na resposta (sem diferenciar acentos e maiúsculas)',
  ),
  category: z
    .preprocess(
      emptyToUndefined,
      z.enum(faqCategoryIds, { message: supportMessages.categoryInvalid }).optional(),
    )
    .describe('geral, indicacoes, votacao, anfitriao, forum, denuncias, cidades, custos ou dicas'),
});
export type FaqQuery = z.infer<typeof faqQuerySchema>;

export const faqItemSchema = z.object({
  id: z.number().int(),
  category: z.enum(faqCategoryIds),
  category_label: z.string(),
  question: z.string(),
  answer: z.string(),
  helpful_count: z.number().int().min(0).describe("Votos 'Útil'"),
  not_helpful_count: z.number().int().min(0).describe("Votos 'Não útil'"),
  user_vote: z.boolean().nullable().describe('O voto de quem está conectado (null sem voto ou sem login)'),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqListSchema = z.object({
  faqs: z.array(faqItemSchema),
  categories: z.array(z.object({ id: z.enum(faqCategoryIds), label: z.string() })),
});
export type FaqList = z.infer<typeof faqListSchema>;

export const faqFeedbackSchema = z.object({
  helpful: z
    .boolean({ message: supportMessages.faqHelpfulRequired })
    .describe("true = 'Útil', false = 'Não útil'"),
});
export type FaqFeedbackRequest = z.infer<typeof faqFeedbackSchema>;

export const faqFeedbackResponseSchema = z.object({ message: z.string(), faq: faqItemSchema });
export type FaqFeedbackResponse = z.infer<typeof faqFeedbackResponseSchema>;

// ── Tickets ──────────────────────────────────────────────────────────────────────────────────

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

/**
 * POST /api/support/general. Name and e-mail are required (the reply goes to that e-mail); the
 * message holds up to 500 characters.
 */
export const generalTicketSchema = z.object({
  honeypot: honeypot(),
  ticket_type: ticketType('general'),
  name: requiredText(supportLimits.contactName, supportMessages.nameRequired, supportMessages.nameTooLong),
  email: emailField(supportLimits.contactEmail),
  subject: ticketSubject(),
  message: requiredText(
    supportLimits.generalTicketMessage,
    supportMessages.messageRequired,
    supportMessages.messageTooLong(supportLimits.generalTicketMessage),
  ).describe('Mensagem (até 500 caracteres)'),
});
export type GeneralTicketRequest = z.infer<typeof generalTicketSchema>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /api/support/host: about one of the caller's own indications; message up to 300 characters. */
export const hostTicketSchema = z.object({
  honeypot: honeypot(),
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
  message: requiredText(
    supportLimits.hostTicketMessage,
    supportMessages.messageRequired,
    supportMessages.messageTooLong(supportLimits.hostTicketMessage),
  ).describe('Mensagem (até 300 caracteres)'),
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
export const ticketCreatedSchema = z.object({ message: z.string(), ticket: ticketSchema });
export type TicketCreated = z.infer<typeof ticketCreatedSchema>;
/** POST /api/support/host/{ticketId}/finalize: the host ticket, now finalized. */
export const ticketFinalizedSchema = z.object({ message: z.string(), ticket: ticketSchema });
export type TicketFinalized = z.infer<typeof ticketFinalizedSchema>;

/** GET /api/support/host/indications: the caller's own indications for the host-support form. */
export const hostIndicationSchema = z.object({ id: z.string(), name: z.string(), city: z.string() });
export type HostIndication = z.infer<typeof hostIndicationSchema>;
export const hostIndicationListSchema = z.object({ indications: z.array(hostIndicationSchema) });
export type HostIndicationList = z.infer<typeof hostIndicationListSchema>;

// ── Admin ────────────────────────────────────────────────────────────────────────────────────

export const adminTicketPageSizes = [5, 10, 20, 50] as const;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = () =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(isoDate, supportMessages.dateInvalid)
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), supportMessages.dateInvalid)
      .optional(),
  );

/** GET /api/admin/support-tickets?page&per_page&search&type&status&date_from&date_to */
export const adminTicketsQuerySchema = z.object({
  search: optionalText(200).describe('Busca em assunto, mensagem, nome e e-mail'),
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

export const adminTicketPageSchema = z.object({
  data: z.array(adminTicketSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
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

export const ticketRespondedSchema = z.object({ message: z.string(), ticket: adminTicketSchema });
export type TicketResponded = z.infer<typeof ticketRespondedSchema>;
