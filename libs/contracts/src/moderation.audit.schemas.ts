import { z } from 'zod';
import { moderationLimits, moderationMessages } from './moderation.messages.js';
import { pageMetaSchema } from './shared.rpc-schemas.js';
import { optionalText, trimText } from './text.js';

// Audit log: every admin action, who did it and on what.

const emptyToUndefined = (v: unknown) => (v === '' || v === null || v === 'all' ? undefined : v);
const trimmedOrUndefined = (v: unknown) => (typeof v === 'string' ? trimText(v) || undefined : undefined);

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
