import { z } from 'zod';
import { forumMessages } from './forum.messages.js';
import { forumCommentItemSchema, forumPostItemSchema, forumStatsSchema } from './forum.posts.schemas.js';
import { storableString } from './text.js';

// Real-time forum (SPEC §4): the updates, the connection and the polling query.

export const forumUpdateTypes = [
  'new_post',
  'new_comment',
  'post_updated',
  'post_deleted',
  'stats_updated',
] as const;
export type ForumUpdateType = (typeof forumUpdateTypes)[number];

const updateBase = {
  id: z.string().regex(/^\d+$/).describe('Cursor: increasing per forum (decimal string of a bigserial)'),
  forum_id: z.string().uuid(),
  created_at: z.string(),
};

/**
 * One real-time update (shared-forum-contract.md). A deleted or edited comment is announced as
 * post_updated (the post with its new comments) + stats_updated.
 */
export const forumUpdateSchema = z.discriminatedUnion('type', [
  z.object({ ...updateBase, type: z.literal('new_post'), data: forumPostItemSchema }),
  z.object({ ...updateBase, type: z.literal('new_comment'), data: forumCommentItemSchema }),
  z.object({ ...updateBase, type: z.literal('post_updated'), data: forumPostItemSchema }),
  z.object({
    ...updateBase,
    type: z.literal('post_deleted'),
    data: z.object({ post_id: z.string().uuid() }),
  }),
  z.object({ ...updateBase, type: z.literal('stats_updated'), data: forumStatsSchema }),
]);
export type ForumUpdate = z.infer<typeof forumUpdateSchema>;
export type ForumUpdateData<T extends ForumUpdateType> = Extract<ForumUpdate, { type: T }>['data'];

/** What forum-svc announces on `forumRemovedSubject` (core NATS) when a forum is gone. */
export const forumRemovedSchema = z.object({ forum_id: z.string().uuid() });
export type ForumRemoved = z.infer<typeof forumRemovedSchema>;

/** A connection id the browser makes up (e.g. a UUID). */
const connectionId = storableString({ message: forumMessages.connectionInvalid })
  .trim()
  .min(1, forumMessages.connectionInvalid)
  .max(100, forumMessages.connectionInvalid);

const CURSOR = /^\d{1,18}$/;
// An ISO-8601 instant: date, time and an offset (Z or ±hh:mm), seconds and fractions optional.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** Whether a `last_update` is an update id (else it is an instant, normalised to UTC). */
export const isForumCursor = (lastUpdate: string): boolean => CURSOR.test(lastUpdate);

/** A valid ISO-8601 instant, as `toISOString()` writes it; undefined otherwise. */
function normalisedInstant(value: string): string | undefined {
  // An unencoded '+' of an offset arrives from the query string as a space.
  const text = value.trim().replace(/ (\d{2}:?\d{2})$/, '+$1');
  if (!INSTANT.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/**
 * `last_update`: the last ForumUpdate.id seen (a decimal string; '0', '' or absent = only what comes
 * after connect), or the ISO-8601 time of the client's last update (the updates after it).
 */
const lastUpdate = z
  .preprocess(
    (v) => (v === undefined || v === null || v === '' ? '0' : typeof v === 'number' ? String(v) : v),
    z.string().transform((v, ctx) => {
      const value = v.trim();
      if (CURSOR.test(value)) return value;
      const instant = normalisedInstant(value);
      if (instant) return instant;
      ctx.addIssue({ code: 'custom', message: forumMessages.connectionInvalid });
      return z.NEVER;
    }),
  )
  .describe(
    'O último ForumUpdate.id visto (0 ou vazio = só o que vier depois da conexão) ou o instante ISO-8601 da última atualização recebida (ex.: 2026-11-27T15:04:05.123Z): as atualizações depois dele',
  );

/** POST /api/forum/{id}/connect and /disconnect {connection_id, user_id}; user_id must be the caller's. */
export const forumConnectionSchema = z.object({
  connection_id: connectionId,
  user_id: storableString().optional().describe('Deve ser o usuário do token (ignorado se ausente)'),
});
export type ForumConnectionRequest = z.infer<typeof forumConnectionSchema>;

export const forumConnectResultSchema = z.object({
  success: z.literal(true),
  last_update: z.string().describe('The forum\u2019s latest update id at connect time'),
});
export type ForumConnectResult = z.infer<typeof forumConnectResultSchema>;

export const forumDisconnectResultSchema = z.object({ success: z.literal(true) });
export type ForumDisconnectResult = z.infer<typeof forumDisconnectResultSchema>;

/** GET /api/forum/{id}/updates?connection_id&last_update */
export const forumUpdatesQuerySchema = z.object({
  connection_id: connectionId,
  last_update: lastUpdate.optional(),
});
export type ForumUpdatesQuery = z.infer<typeof forumUpdatesQuerySchema>;

export const forumUpdatesResultSchema = z.object({
  updates: z.array(forumUpdateSchema),
  last_update: z.string(),
});
export type ForumUpdatesResult = z.infer<typeof forumUpdatesResultSchema>;
