import { z } from 'zod';
import { emptyToUndefined } from './fields.js';
import { adminPageParams } from './moderation.fields.js';
import { moderationLimits, moderationMessages } from './moderation.messages.js';
import { pageOf } from './shared.rpc-schemas.js';
import { optionalText, storableString, trimText } from './text.js';

// Reports (denúncias): the user's report and the admin's Denúncias tab.

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
  ...adminPageParams(moderationLimits.reportsPerPage),
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

export const reportPageSchema = pageOf(reportSchema);
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
