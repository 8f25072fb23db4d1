import { z } from 'zod';
import { emptyToUndefined } from './fields.js';
import { forumLimits } from './forum.messages.js';
import { meetupSchema } from './meetup.schemas.js';
import { optionalText, storableString, trimText } from './text.js';
import { confirmedWith, messageResponseSchema, pageOf } from './shared.rpc-schemas.js';

// ── Moderation snapshot (admin-svc reports) ──────────────────────────────────────────────────

export const forumContentTypes = ['post', 'comment'] as const;
export type ForumContentType = (typeof forumContentTypes)[number];

export const forumContentSnapshotSchema = z.object({
  type: z.enum(forumContentTypes),
  id: z.string().uuid(),
  content: z.string(),
  created_at: z.string(),
  author: z.object({ id: z.string().uuid(), name: z.string(), email: z.string() }),
  forum_id: z.string().uuid(),
  forum_name: z.string(),
  city: z.string(),
  state: z.string(),
  post_id: z.string().uuid().optional().describe('For a comment: its post'),
});
export type ForumContentSnapshot = z.infer<typeof forumContentSnapshotSchema>;

// ── Admin ────────────────────────────────────────────────────────────────────────────────────

const searchParam = () => optionalText(100);
const pageParam = () => z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100000).default(1));
const perPageParam = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(fallback));

/** GET /api/admin/forums?search&city&page — city is a name ('São Paulo') or empty/'all'. */
export const adminForumsQuerySchema = z.object({
  search: searchParam().describe('Busca em nome do local, endereço, cidade e anfitrião'),
  city: z
    .preprocess(
      (v) => (typeof v === 'string' ? emptyToUndefined(trimText(v)) : undefined),
      storableString().max(120).optional(),
    )
    .describe('Nome da cidade (ex.: São Paulo); vazio ou all = todas'),
  page: pageParam(),
});
export type AdminForumsQuery = z.infer<typeof adminForumsQuerySchema>;

// The post and comment lists: a search in the content and the author's name, the forum or post
// they belong to, and a page.
const itemSearchParam = () => searchParam().describe('Busca no conteúdo e no nome do autor');
const parentIdParam = () => z.preprocess(emptyToUndefined, z.string().uuid().optional());
const itemPageParams = () => ({ page: pageParam(), per_page: perPageParam(forumLimits.adminItemsPerPage) });

/** GET /api/admin/posts?search&forum_id&page&per_page */
export const adminPostsQuerySchema = z.object({
  search: itemSearchParam(),
  forum_id: parentIdParam(),
  ...itemPageParams(),
});
export type AdminPostsQuery = z.infer<typeof adminPostsQuerySchema>;

/** GET /api/admin/comments?search&post_id&page&per_page */
export const adminCommentsQuerySchema = z.object({
  search: itemSearchParam(),
  post_id: parentIdParam(),
  ...itemPageParams(),
});
export type AdminCommentsQuery = z.infer<typeof adminCommentsQuerySchema>;

/** SPEC §3 Forum (admin): the indication with its stats. */
export const adminForumSchema = z.object({
  id: z.string().uuid(),
  indication_id: z.string().uuid(),
  /** Where and when, without the reference (the admin's list). */
  ...meetupSchema.pick({ name: true, address: true, event_day: true, event_time: true }).shape,
  city: z.string(),
  state: z.string(),
  week: z.string(),
  position: z.number().int(),
  host_id: z.string().uuid(),
  host_name: z.string(),
  photo_url: z.string().nullable(),
  stats: z.object({
    posts: z.number().int().min(0),
    comments: z.number().int().min(0),
    confirmed_participants: z.number().int().min(0),
  }),
  created_at: z.string(),
});
export type AdminForum = z.infer<typeof adminForumSchema>;

export const adminForumListSchema = pageOf(adminForumSchema);
export type AdminForumList = z.infer<typeof adminForumListSchema>;

/** A post or comment in the admin's lists: its forum, its author and what it says. */
const adminItemFields = {
  forum_id: z.string().uuid(),
  forum_name: z.string(),
  city: z.string(),
  user_id: z.string().uuid(),
  user_name: z.string(),
  user_email: z.string(),
  user_photo: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
};

export const adminCommentSchema = z.object({
  id: z.string().uuid(),
  post_id: z.string().uuid(),
  ...adminItemFields,
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const adminPostSchema = z.object({
  id: z.string().uuid(),
  ...adminItemFields,
  comments_count: z.number().int().min(0),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

/** GET /api/admin/forums/{id} → {forum, data: posts (newest first)} */
export const adminForumDetailSchema = z.object({ forum: adminForumSchema, data: z.array(adminPostSchema) });
export type AdminForumDetail = z.infer<typeof adminForumDetailSchema>;

export const adminPostListSchema = pageOf(adminPostSchema);
export type AdminPostList = z.infer<typeof adminPostListSchema>;

export const adminCommentListSchema = pageOf(adminCommentSchema);
export type AdminCommentList = z.infer<typeof adminCommentListSchema>;

/** GET /api/admin/posts/{id}/comments → {comments} (oldest first) */
export const adminPostCommentsSchema = z.object({ comments: z.array(adminCommentSchema) });
export type AdminPostComments = z.infer<typeof adminPostCommentsSchema>;

export const adminPostUpdatedSchema = confirmedWith('post', adminPostSchema);
export type AdminPostUpdated = z.infer<typeof adminPostUpdatedSchema>;
export const adminCommentUpdatedSchema = confirmedWith('comment', adminCommentSchema);
export type AdminCommentUpdated = z.infer<typeof adminCommentUpdatedSchema>;
export const adminForumDeletedSchema = messageResponseSchema;
export type AdminForumDeleted = z.infer<typeof adminForumDeletedSchema>;
