import { z } from 'zod';
import { pathId, reportedDeletionFields, userId } from './fields.js';
import { auditQuerySchema } from './moderation.audit.schemas.js';
import { addCensoredWordsSchema } from './moderation.censored-words.schemas.js';
import {
  adminReportsQuerySchema,
  reportBodySchema,
  reportTargetIdSchema,
  reportTypeSchema,
} from './moderation.reports.schemas.js';
import { platformSettingsSchema } from './moderation.settings.schemas.js';

/** Payloads of the moderation subjects: the public body or query plus who the gateway says is calling. */
const admin = z.object({ actor_id: userId });

export const moderationCommands = {
  createReport: z.object({
    reporter_id: userId,
    type: reportTypeSchema,
    target_id: reportTargetIdSchema,
    body: reportBodySchema,
  }),
  adminListReports: z.object({ query: adminReportsQuerySchema }),
  adminResolveReport: admin.extend({ report_id: pathId }),
  adminDeleteReportedContent: admin.extend({ report_id: pathId }),
  listCensoredWords: z.object({}),
  addCensoredWords: admin.extend({ body: addCensoredWordsSchema }),
  removeCensoredWord: admin.extend({ word_id: pathId }),
  getSettings: z.object({}),
  updateSettings: admin.extend({ body: platformSettingsSchema }),
  statistics: z.object({}),
  listAudit: z.object({ query: auditQuerySchema }),
  exportUserData: z.object({ user_id: userId }),
} as const;

export type ModerationCommand<K extends keyof typeof moderationCommands> = z.input<
  (typeof moderationCommands)[K]
>;

/**
 * What admin-svc sends to the owning service to delete reported content (forumRpc.adminDeletePost /
 * adminDeleteComment, indicationRpc.adminRemove), besides the item's id: `action_id` is the id the
 * owning service gives its `admin.action_performed` event, so the audit log keeps ONE entry for the
 * admin's one click (admin-svc writes it; the event with the same id is then a no-op there).
 */
export const reportedContentDeletionSchema = z.object({ actor_id: userId, ...reportedDeletionFields });
export type ReportedContentDeletion = z.infer<typeof reportedContentDeletionSchema>;

/** `{ service, data }` of every exportUserData subject; admin-svc's data. */
export const moderationUserDataSchema = z.object({
  service: z.literal('admin-svc'),
  data: z.object({
    reports_filed: z.array(
      z.object({
        denuncia_id: z.string().uuid(),
        type: reportTypeSchema,
        target_id: z.string(),
        message: z.string().nullable(),
        status: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
});
export type ModerationUserData = z.infer<typeof moderationUserDataSchema>;
