import { z } from 'zod';
import { adminChangeFields, dayParam } from './fields.js';
import { adminPageParams } from './moderation.fields.js';
import { moderationMessages } from './moderation.messages.js';
import { pageOf } from './shared.rpc-schemas.js';
import { optionalText, trimText } from './text.js';

// Audit log: every admin action, who did it and on what.

const trimmedOrUndefined = (v: unknown) => (typeof v === 'string' ? trimText(v) || undefined : undefined);

/** GET /api/admin/audit?page&per_page&actor&actor_name&action&target_type&target_id&date_from&date_to */
export const auditQuerySchema = z.object({
  ...adminPageParams(20),
  actor: z
    .preprocess(trimmedOrUndefined, z.string().uuid(moderationMessages.adminInvalid).optional())
    .describe('Id do administrador'),
  actor_name: optionalText(100).describe(
    'Parte do nome do administrador, sem distinguir acentos ou maiúsculas',
  ),
  action: optionalText(60).describe(
    "Ação exata ('report.resolve') ou prefixo terminado em ponto ('report.')",
  ),
  target_type: optionalText(30).describe("Tipo do alvo: 'user', 'indication', 'report', 'post'…"),
  target_id: optionalText(100).describe('Id do alvo, exato'),
  date_from: dayParam(moderationMessages.dateInvalid).describe(
    'AAAA-MM-DD, dia de America/Sao_Paulo (inclusive)',
  ),
  date_to: dayParam(moderationMessages.dateInvalid).describe(
    'AAAA-MM-DD, dia de America/Sao_Paulo (inclusive)',
  ),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One admin action: who, what, on what, when, before/after, and which service did it. */
export const auditEntrySchema = z.object({
  audit_id: z.string().uuid(),
  actor_id: z.string().uuid(),
  actor_name: z.string().nullable(),
  action: z.string().describe('e.g. report.resolve, censored_word.add, settings.update, user.block'),
  ...adminChangeFields,
  source: z.string().describe('O serviço que executou a ação'),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The actions admin-svc performs itself (the others come from their services' events). */
export const moderationActions = {
  reportResolve: 'report.resolve',
  reportDeleteContent: 'report.delete_content',
  wordAdd: 'censored_word.add',
  wordRemove: 'censored_word.remove',
  settingsUpdate: 'settings.update',
} as const;

/**
 * The actor of an action no person took (indication-svc's Thursday 23:00 hold): the nil UUID, which no
 * account has; the audit log names it `systemActorName`.
 */
export const SYSTEM_ACTOR_ID = '00000000-0000-0000-0000-000000000000';
export const systemActorName = 'Sistema';

/** The vote-integrity actions indication-svc records (issue 27), all on target_type `integrity_cluster`. */
export const integrityAuditActions = {
  quarantine: 'integrity.quarantine',
  release: 'integrity.release',
  /** Thursday 23:00, by SYSTEM_ACTOR_ID, when `integrity_auto_hold` is on. */
  autoHold: 'integrity.auto_hold',
} as const;
export const INTEGRITY_AUDIT_TARGET = 'integrity_cluster';
