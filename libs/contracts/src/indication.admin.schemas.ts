import { z } from 'zod';
import { indicationSchema, indicationStatusSchema } from './indication.views.schemas.js';
import { indicationMessages } from './indication.messages.js';
import { pageOf } from './shared.rpc-schemas.js';
import { optionalText, storableString, trimText } from './text.js';

// Indications in the admin panel (SPEC §2 Admin "Indicações").

/** Another pending or approved indication of the same city and week that names the same venue. */
export const likelyDuplicateSchema = z.object({
  indication_id: z.string().uuid(),
  name: z.string(),
  status: indicationStatusSchema,
});
export type LikelyDuplicate = z.infer<typeof likelyDuplicateSchema>;

/** The admin's view of an indication (SPEC §2 Admin "Indicações"). */
export const adminIndicationSchema = indicationSchema.extend({
  /** Admins always see who nominated. */
  host_name: z.string(),
  host_id: z.string().uuid(),
  host_email: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  rejection_reason: z.string().nullable().describe('O motivo que o administrador deu ao rejeitar, se deu'),
  likely_duplicate_of: likelyDuplicateSchema
    .nullable()
    .describe(
      'A indicação pendente ou aprovada mais parecida do mesmo local (mesma cidade e semana), se houver',
    ),
});
export type AdminIndication = z.infer<typeof adminIndicationSchema>;

export const ADMIN_INDICATIONS_PER_PAGE = 20;

export const adminIndicationFilterSchema = z.object({
  status: z
    .preprocess((v) => (v === '' || v === 'all' ? undefined : v), indicationStatusSchema.optional())
    .describe('pending, active ou rejected (vazio = todas)'),
  search: optionalText(100).describe('Busca em nome do local, endereço, nome de quem indicou e cidade'),
  page: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().min(1).max(100000).default(1),
    )
    .describe('Página (1 = a primeira)'),
  per_page: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().min(1).max(100).default(ADMIN_INDICATIONS_PER_PAGE),
    )
    .describe('Indicações por página (até 100)'),
});
export type AdminIndicationFilter = z.infer<typeof adminIndicationFilterSchema>;

/** GET /api/admin/indications → one page, newest first, with the meta every admin list carries. */
export const adminIndicationPageSchema = pageOf(adminIndicationSchema);
export type AdminIndicationPage = z.infer<typeof adminIndicationPageSchema>;

/** The longest reason an administrator may give for a rejection. */
export const REJECTION_REASON_MAX = 300;

/**
 * DELETE /api/admin/indications/{id} {reason?}: rejecting may say why, for the nominator to read (the
 * notification and their Home). Trimmed; blank or null is no reason.
 */
export const rejectIndicationBodySchema = z.object({
  reason: z
    .preprocess(
      (v) => (typeof v === 'string' ? trimText(v) || undefined : v === null ? undefined : v),
      storableString().max(REJECTION_REASON_MAX, indicationMessages.rejectionReasonTooLong).optional(),
    )
    .describe('Motivo da rejeição (opcional, até 300 caracteres), que a pessoa que indicou lê'),
});
export type RejectIndicationBody = z.infer<typeof rejectIndicationBodySchema>;
