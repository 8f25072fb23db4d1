import { z } from 'zod';
import { optionalText, storableString, text, trimText } from './text.js';

/** pt-BR texts of SPEC §5 (Report, Admin inputs) and §8 (Home, Forum, Admin) for moderation. */
export const moderationMessages = {
  reasonTooLong: 'O motivo deve ter no máximo 200 caracteres',
  reportSent: 'Denúncia enviada!',
  alreadyReported: 'Você já denunciou este conteúdo.',
  loginToReport: 'Você precisa estar logado para reportar conteúdo.',
  contentNotFound: 'Conteúdo não encontrado.',
  reportNotFound: 'Denúncia não encontrada.',
  alreadyResolved: 'Esta denúncia já foi resolvida.',
  reportResolved: 'Denúncia resolvida com sucesso!',
  contentDeleted: 'Conteúdo denunciado excluído com sucesso!',
  typeInvalid: 'Tipo inválido',
  statusInvalid: 'Status inválido',
  perPageInvalid: 'Itens por página deve ser entre 1 e 100',
  wordRequired: 'A palavra é obrigatória',
  wordTooLong: 'A palavra deve ter no máximo 50 caracteres',
  wordInvalid: 'A palavra deve conter pelo menos uma letra ou número',
  tooManyWords: 'Envie no máximo 100 palavras por vez',
  wordAdded: 'Palavra adicionada com sucesso!',
  wordsAdded: 'Palavras adicionadas com sucesso!',
  wordAlreadyListed: 'Esta palavra já está na lista.',
  wordRemoved: 'Palavra removida com sucesso!',
  wordNotFound: 'Palavra não encontrada.',
  platformNameRequired: 'O nome da plataforma é obrigatório',
  platformNameTooLong: 'O nome da plataforma deve ter no máximo 100 caracteres',
  contactEmailRequired: 'O e-mail de contato é obrigatório',
  contactEmailInvalid: 'E-mail inválido',
  contactEmailTooLong: 'O e-mail de contato deve ter no máximo 100 caracteres',
  flagRequired: 'Informe verdadeiro ou falso',
  settingsSaved: 'Configurações salvas com sucesso!',
  removedUser: 'Usuário removido',
} as const;

/** SPEC §9: report reason 200; reports page size 10; censored words 20 per page (client side). */
export const moderationLimits = {
  reason: 200,
  reportsPerPage: 10,
  maxPerPage: 100,
  word: 50,
  wordsPerRequest: 100,
  platformName: 100,
  contactEmail: 100,
  reportPhotos: 3,
} as const;

/** Defaults of the platform settings (SPEC §2: both moderation boxes on by default). */
export const defaultPlatformSettings = {
  platform_name: 'Encontro',
  contact_email: 'contato@encontro.app',
  auto_censor: true,
  approval_required: true,
} as const;

const emptyToUndefined = (v: unknown) => (v === '' || v === null || v === 'all' ? undefined : v);
const trimmedOrUndefined = (v: unknown) => (typeof v === 'string' ? trimText(v) || undefined : undefined);
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// ── Reports (denúncias) ──────────────────────────────────────────────────────────────────────

export const reportTypes = ['indication', 'post', 'comment'] as const;
export type ReportType = (typeof reportTypes)[number];
export const reportTypeSchema = z.enum(reportTypes, { message: moderationMessages.typeInvalid });
/** `content_type` of a report: the label the admin cards show. */
export const reportTypeLabels: Record<ReportType, string> = {
  indication: 'Indicação',
  post: 'Post',
  comment: 'Comentário',
};

export const reportStatuses = ['pending', 'resolved'] as const;
export type ReportStatus = (typeof reportStatuses)[number];
export const reportStatusLabels: Record<ReportStatus, string> = {
  pending: 'Pendente',
  resolved: 'Resolvida',
};

/** How a resolved report ended: dismissed (Resolver) or with its content deleted (Excluir Conteúdo). */
export const reportResolutions = ['resolved', 'content_deleted'] as const;
export type ReportResolution = (typeof reportResolutions)[number];
export const reportResolutionLabels: Record<ReportResolution | 'pending', string> = {
  pending: 'Aguardando análise',
  resolved: 'Resolvida sem remoção',
  content_deleted: 'Conteúdo excluído',
};

/** Ids of reported items as they appear in paths: UUIDs or numeric ids; anything else is not found. */
export const reportTargetIdSchema = storableString()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, moderationMessages.contentNotFound);

/** POST /api/report/{type}/{id} {message?}: the reason is optional, up to 200 characters. */
export const reportBodySchema = z.object({
  message: z
    .preprocess(
      (v) => (typeof v === 'string' ? trimText(v) || undefined : v === null ? undefined : v),
      storableString().max(moderationLimits.reason, moderationMessages.reasonTooLong).optional(),
    )
    .describe('Motivo (opcional, até 200 caracteres)'),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const reportCreatedSchema = z.object({
  message: z.string(),
  report_id: z.string().uuid(),
});
export type ReportCreated = z.infer<typeof reportCreatedSchema>;

/** GET /api/admin/reports?page&per_page(10)&type&status&search */
export const adminReportsQuerySchema = z.object({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1)),
  per_page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: moderationMessages.perPageInvalid })
      .int(moderationMessages.perPageInvalid)
      .min(1, moderationMessages.perPageInvalid)
      .max(moderationLimits.maxPerPage, moderationMessages.perPageInvalid)
      .default(moderationLimits.reportsPerPage),
  ),
  type: z
    .preprocess(emptyToUndefined, reportTypeSchema.optional())
    .describe('indication, post ou comment (vazio ou all = todos)'),
  status: z
    .preprocess(
      emptyToUndefined,
      z.enum(reportStatuses, { message: moderationMessages.statusInvalid }).optional(),
    )
    .describe('pending ou resolved (vazio ou all = todas)'),
  search: optionalText(200).describe(
    'Busca no conteúdo denunciado e no motivo, no nome e e-mail de quem denunciou e no local (nome, endereço, cidade); sem diferenciar acentos e maiúsculas',
  ),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;

/** Who wrote the reported item, as it was when it was reported. */
export const reportAuthorSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
});
export type ReportAuthor = z.infer<typeof reportAuthorSchema>;

export const reportedIndicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  reference: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  event_day: z.string(),
  event_time: z.string(),
  attractives: z.array(z.string()),
  city: z.string(),
  state: z.string(),
  host: z.string().describe('Nome de quem indicou (o anfitrião se vencer)'),
  photos: z.array(z.string()).max(moderationLimits.reportPhotos).describe('Até 3 fotos (caminhos relativos)'),
  author: reportAuthorSchema,
});
export type ReportedIndication = z.infer<typeof reportedIndicationSchema>;

export const reportedPostSchema = z.object({
  id: z.string(),
  content: z.string(),
  created_at: z.string().nullable(),
  forum_id: z.string().nullable(),
  forum_name: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  author: reportAuthorSchema,
});
export type ReportedPost = z.infer<typeof reportedPostSchema>;

export const reportedCommentSchema = reportedPostSchema.extend({ post_id: z.string().nullable() });
export type ReportedComment = z.infer<typeof reportedCommentSchema>;

/** SPEC §3 Report (denúncia), as the admin's Denúncias tab shows it. */
export const reportSchema = z.object({
  denuncia_id: z.string().uuid(),
  type: reportTypeSchema,
  target_id: z.string(),
  content_type: z.string().describe("'Indicação', 'Post' ou 'Comentário'"),
  status: z.enum(reportStatuses),
  resolved: z.boolean(),
  status_label: z.string().describe("'Pendente' ou 'Resolvida'"),
  resolution: z.enum(reportResolutions).nullable(),
  resolution_status: z
    .string()
    .describe("'Aguardando análise', 'Resolvida sem remoção' ou 'Conteúdo excluído'"),
  message: z.string().nullable().describe('O motivo informado (opcional)'),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: z.string().nullable(),
  urgent: z.boolean().describe('Pendente há mais de 24 h, ou o item tem 3 ou mais denúncias pendentes'),
  open_reports: z.number().int().min(0).describe('Denúncias pendentes do mesmo item'),
  denunciante: z.object({
    id: z.string().nullable(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
  }),
  indication: reportedIndicationSchema.nullable(),
  post: reportedPostSchema.nullable(),
  comment: reportedCommentSchema.nullable(),
  city: z.string(),
  state: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export const pageMetaSchema = z.object({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const reportPageSchema = z.object({ data: z.array(reportSchema), meta: pageMetaSchema });
export type ReportPage = z.infer<typeof reportPageSchema>;

/** PUT /api/admin/reports/{id}/resolve and DELETE /api/admin/reports/{id}/content */
export const reportActionResultSchema = z.object({
  message: z.string(),
  report: reportSchema,
  resolved_reports: z
    .number()
    .int()
    .min(0)
    .describe('Denúncias encerradas pela ação (todas as pendentes do item, ao excluir o conteúdo)'),
});
export type ReportActionResult = z.infer<typeof reportActionResultSchema>;

/** DELETE /api/admin/reports/{id}/content, as admin-svc answers the gateway: plus the photos to remove from storage. */
export const reportContentDeletedSchema = reportActionResultSchema.extend({
  photo_keys: z.array(z.string()).describe('Fotos guardadas do conteúdo excluído, que o gateway apaga'),
});
export type ReportContentDeleted = z.infer<typeof reportContentDeletedSchema>;

// ── Censored words ───────────────────────────────────────────────────────────────────────────

export const censoredWordSchema = z.object({ word_id: z.number().int(), word: z.string() });
export type CensoredWord = z.infer<typeof censoredWordSchema>;
export const censoredWordListSchema = z.object({ words: z.array(censoredWordSchema) });
export type CensoredWordList = z.infer<typeof censoredWordListSchema>;

const oneWord = storableString()
  .min(1, { message: moderationMessages.wordRequired, abort: true })
  .max(moderationLimits.word, { message: moderationMessages.wordTooLong, abort: true })
  .refine((w) => /[\p{L}\p{N}]/u.test(w), moderationMessages.wordInvalid);

/**
 * POST /api/admin/censored-words {words}: one word, a list, or several separated by commas or
 * line breaks. `*` is a wildcard inside a word ('bob*' also catches 'bobagem').
 */
export const addCensoredWordsSchema = z.object({
  words: z
    .preprocess(
      (v) => {
        const items = typeof v === 'string' ? [v] : Array.isArray(v) ? v : [];
        return items
          .flatMap((item) => (typeof item === 'string' ? item.split(/[,\n\r]+/) : [item]))
          .map((item) => (typeof item === 'string' ? trimText(item).replace(/\s+/g, ' ') : item))
          .filter((item) => item !== '');
      },
      z
        .array(oneWord, { message: moderationMessages.wordRequired })
        .min(1, moderationMessages.wordRequired)
        .max(moderationLimits.wordsPerRequest, moderationMessages.tooManyWords),
    )
    .describe("Uma palavra ('bobo'), uma lista (['bobo', 'chato']) ou 'bobo, chato'; * é curinga"),
});
export type AddCensoredWordsRequest = z.infer<typeof addCensoredWordsSchema>;

export const censoredWordsChangedSchema = z.object({
  message: z.string(),
  words: z.array(censoredWordSchema).describe('A lista inteira, depois da mudança'),
  added: z.array(censoredWordSchema).optional().describe('As palavras novas (as já listadas são ignoradas)'),
});
export type CensoredWordsChanged = z.infer<typeof censoredWordsChangedSchema>;

// ── Platform settings ────────────────────────────────────────────────────────────────────────

const flag = () =>
  z.preprocess(
    (v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v),
    z.boolean({ message: moderationMessages.flagRequired }),
  );

/** PUT /api/admin/settings: the whole set (SPEC §2 Configurações), saved on the server. */
export const platformSettingsSchema = z.object({
  platform_name: text()
    .pipe(
      z
        .string()
        .min(1, { message: moderationMessages.platformNameRequired, abort: true })
        .max(moderationLimits.platformName, moderationMessages.platformNameTooLong),
    )
    .describe('Nome da plataforma'),
  contact_email: text()
    .pipe(
      z
        .string()
        .min(1, { message: moderationMessages.contactEmailRequired, abort: true })
        .regex(emailPattern, { message: moderationMessages.contactEmailInvalid, abort: true })
        .max(moderationLimits.contactEmail, moderationMessages.contactEmailTooLong),
    )
    .describe('E-mail de contato'),
  auto_censor: flag().describe('Censurar automaticamente palavras proibidas em posts e comentários'),
  approval_required: flag().describe('Exigir aprovação para indicações'),
});
export type PlatformSettingsRequest = z.infer<typeof platformSettingsSchema>;

export const platformSettingsViewSchema = z.object({
  platform_name: z.string(),
  contact_email: z.string(),
  auto_censor: z.boolean(),
  approval_required: z.boolean(),
  updated_at: z.string().nullable().describe('null enquanto valem os valores padrão'),
});
export type PlatformSettings = z.infer<typeof platformSettingsViewSchema>;

export const settingsSavedSchema = z.object({ message: z.string(), settings: platformSettingsViewSchema });
export type SettingsSaved = z.infer<typeof settingsSavedSchema>;

// ── Statistics ───────────────────────────────────────────────────────────────────────────────

/** SPEC §3 Statistics, exactly (GET /api/admin/statistics); docs/decisions.md says what each counts. */
export const statisticsSchema = z.object({
  active_users: z.object({
    value: z.number().int().min(0).describe('Contas ativas (não bloqueadas nem excluídas)'),
    has_data: z.boolean().describe("false: 'Sem dados suficientes' (sem base no mês passado)"),
    growth: z.number().describe('Variação percentual contra o fim do mês passado (1 casa decimal)'),
    growth_type: z.enum(['positive', 'negative']),
  }),
  pending_indications: z.object({
    value: z.number().int().min(0),
    has_data: z.boolean(),
    new_today: z.number().int().min(0).describe('Pendentes enviadas hoje (America/Sao_Paulo)'),
  }),
  reports: z.object({
    value: z.number().int().min(0).describe('Denúncias pendentes'),
    has_data: z.boolean(),
    urgent: z.number().int().min(0),
  }),
  support_tickets: z.object({
    value: z.number().int().min(0).describe('Todos os tickets'),
    has_data: z.boolean().describe('Há tickets abertos aguardando resposta'),
    open: z.number().int().min(0),
  }),
});
export type Statistics = z.infer<typeof statisticsSchema>;

// ── Audit log ────────────────────────────────────────────────────────────────────────────────

/** GET /api/admin/audit?page&per_page&actor&action */
export const auditQuerySchema = z.object({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1)),
  per_page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: moderationMessages.perPageInvalid })
      .int(moderationMessages.perPageInvalid)
      .min(1, moderationMessages.perPageInvalid)
      .max(moderationLimits.maxPerPage, moderationMessages.perPageInvalid)
      .default(20),
  ),
  actor: z
    .preprocess(trimmedOrUndefined, z.string().uuid('Administrador inválido').optional())
    .describe('Id do administrador'),
  action: optionalText(60).describe(
    "Ação exata ('report.resolve') ou prefixo terminado em ponto ('report.')",
  ),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One admin action: who, what, on what, when, before/after, and which service did it. */
export const auditEntrySchema = z.object({
  audit_id: z.string().uuid(),
  actor_id: z.string().uuid(),
  actor_name: z.string().nullable(),
  action: z.string().describe('e.g. report.resolve, censored_word.add, settings.update, user.block'),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: z.string(),
  source: z.string().describe('O serviço que executou a ação'),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ data: z.array(auditEntrySchema), meta: pageMetaSchema });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The actions admin-svc performs itself (the others come from their services' events). */
export const moderationActions = {
  reportResolve: 'report.resolve',
  reportDeleteContent: 'report.delete_content',
  wordAdd: 'censored_word.add',
  wordRemove: 'censored_word.remove',
  settingsUpdate: 'settings.update',
} as const;
