import { z } from 'zod';
import { confirmedWith } from './shared.rpc-schemas.js';
import { forumLimits, forumMessages } from './forum.messages.js';
import { honeypot } from './fields.js';
import { meetupSchema } from './meetup.schemas.js';
import { text } from './text.js';

// Posts and comments: the bodies that write them (the author's and the admin's edits) and the forum page.

/** Values are trimmed; a missing value reads as '' (so it is 'obrigatório', never a type error). */
const content = (max: number) =>
  text({ message: forumMessages.contentRequired })
    .pipe(
      z
        .string()
        .min(1, { message: forumMessages.contentRequired, abort: true })
        .max(max, forumMessages.contentTooLong(max)),
    )
    .describe(`Conteúdo (até ${max} caracteres; espaços nas pontas são removidos)`);

/** A post or comment as its author writes or edits it: the content, and the hidden field bots fill. */
const authorBody = () =>
  z.object({ content: content(forumLimits.content), honeypot: honeypot(forumMessages.formInvalid) });

/** POST /api/forum/{id}/posts {content} (host only). */
export const forumPostSchema = authorBody();
export type ForumPostRequest = z.infer<typeof forumPostSchema>;

/** POST /api/forum/posts/{postId}/comments {content} (confirmed non-hosts). */
export const forumCommentSchema = authorBody();
export type ForumCommentRequest = z.infer<typeof forumCommentSchema>;

/** PUT /api/forum/posts/{postId} {content}: the author's edit, with the rules of a new post. */
export const forumPostEditSchema = authorBody();
export type ForumPostEditRequest = z.infer<typeof forumPostEditSchema>;

/** PUT /api/forum/comments/{commentId} {content}: the author's edit, with the rules of a new comment. */
export const forumCommentEditSchema = authorBody();
export type ForumCommentEditRequest = z.infer<typeof forumCommentEditSchema>;

/** PUT /api/admin/posts/{id} {content}: non-blank, up to 300. */
export const adminPostEditSchema = z.object({ content: content(forumLimits.adminPostEdit) });
export type AdminPostEditRequest = z.infer<typeof adminPostEditSchema>;

/** PUT /api/admin/comments/{id} {content}: non-blank, up to 200. */
export const adminCommentEditSchema = z.object({ content: content(forumLimits.adminCommentEdit) });
export type AdminCommentEditRequest = z.infer<typeof adminCommentEditSchema>;

// ── Forum page ───────────────────────────────────────────────────────────────────────────────

/** Who wrote a post or comment, what it says and when. Photos are relative storage paths or null (default avatar). */
const authoredFields = {
  user_id: z.string().uuid(),
  user_name: z.string(),
  user_photo: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
};

/** SPEC §3 Comment (plus its author's id). */
export const forumCommentItemSchema = z.object({
  id: z.string().uuid(),
  post_id: z.string().uuid(),
  ...authoredFields,
});
export type Comment = z.infer<typeof forumCommentItemSchema>;

/** SPEC §3 Post: comments oldest first, all of them; comments_count = comments.length. */
export const forumPostItemSchema = z.object({
  id: z.string().uuid(),
  forum_id: z.string().uuid(),
  ...authoredFields,
  comments_count: z.number().int().min(0),
  comments: z.array(forumCommentItemSchema),
});
export type Post = z.infer<typeof forumPostItemSchema>;

export const forumStatsSchema = z.object({
  total_posts: z.number().int().min(0),
  total_comments: z.number().int().min(0),
  active_participants: z
    .number()
    .int()
    .min(0)
    .describe('Participantes confirmados, anfitrião incluído (o tamanho de confirmed_users)'),
});
export type ForumStats = z.infer<typeof forumStatsSchema>;

/** SPEC §3 Confirmed user: the host first (is_host true), then by confirmation time. */
export const confirmedUserSchema = z.object({
  user_id: z.string().uuid(),
  name: z.string(),
  surname: z.string(),
  photo: z.string().nullable(),
  confirmed_at: z.string().nullable().describe('null for a host who did not press Eu Vou!'),
  is_host: z.boolean(),
  checked_in_at: z
    .string()
    .nullable()
    .describe('"Cheguei": quando fez check-in no encontro (null: ainda não)'),
});
export type ConfirmedUser = z.infer<typeof confirmedUserSchema>;

/** SPEC §3 Forum response `winner`, plus the venue's identity and where it is. */
export const forumWinnerSchema = meetupSchema.extend({
  indication_id: z.string().uuid(),
  host_id: z.string().uuid(),
  photo_url: z.string().nullable().describe('First photo, relative storage path'),
  photos: z.array(z.string()),
  host_name: z.string(),
  host_photo: z.string().nullable(),
  vote_count: z.number().int().min(0),
  position: z.number().int().min(1).max(3),
  city: z.string(),
  state: z.string(),
  city_id: z.string(),
  week: z.string(),
});
export type ForumWinner = z.infer<typeof forumWinnerSchema>;

/** GET /api/forum/{id}: SPEC §3 Forum response. Posts newest first. */
export const forumResponseSchema = z.object({
  forum_id: z.string().uuid(),
  winner: forumWinnerSchema,
  posts: z.array(forumPostItemSchema),
  stats: forumStatsSchema,
  user_confirmed: z.boolean(),
  userConfirmation: z.boolean().describe('Same as user_confirmed (SPEC: "also read as userConfirmation")'),
  is_host: z.boolean(),
  confirmed_users: z.array(confirmedUserSchema),
  checked_in_count: z.number().int().min(0).describe('"N chegaram": quantos fizeram check-in'),
  open_until: z
    .string()
    .describe('Fim (exclusivo) da janela do fórum: a segunda-feira 00:00 após o domingo da semana'),
});
export type ForumResponse = z.infer<typeof forumResponseSchema>;

/** The light read check (the SSE stream on open, admin-svc's report snapshot): same rule as the page. */
export const forumAccessSchema = z.object({
  forum_id: z.string().uuid(),
  open_until: z.string().describe('Fim (exclusivo) da janela do fórum, como em ForumResponse'),
});
export type ForumAccess = z.infer<typeof forumAccessSchema>;

/** GET /api/forum/posts/{postId}/comments */
export const forumCommentListSchema = z.object({ comments: z.array(forumCommentItemSchema) });
export type ForumCommentList = z.infer<typeof forumCommentListSchema>;

/** POST /api/forum/{id}/posts → 201 */
export const forumPostCreatedSchema = confirmedWith('post', forumPostItemSchema);
export type ForumPostCreated = z.infer<typeof forumPostCreatedSchema>;

/** POST /api/forum/posts/{postId}/comments → 201 */
export const forumCommentCreatedSchema = confirmedWith('comment', forumCommentItemSchema);
export type ForumCommentCreated = z.infer<typeof forumCommentCreatedSchema>;

/** PUT /api/forum/posts/{postId} → 200: the post as the forum shows it (with its comments). */
export const forumPostUpdatedSchema = confirmedWith('post', forumPostItemSchema);
export type ForumPostUpdated = z.infer<typeof forumPostUpdatedSchema>;

/** PUT /api/forum/comments/{commentId} → 200 */
export const forumCommentUpdatedSchema = confirmedWith('comment', forumCommentItemSchema);
export type ForumCommentUpdated = z.infer<typeof forumCommentUpdatedSchema>;

/** DELETE /api/forum/posts/{postId} or /api/forum/comments/{commentId} → 200, with the new stats. */
export const forumContentDeletedSchema = confirmedWith('stats', forumStatsSchema);
export type ForumContentDeleted = z.infer<typeof forumContentDeletedSchema>;
