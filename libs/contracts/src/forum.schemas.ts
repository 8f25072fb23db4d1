import { z } from 'zod';
import { optionalText, storableString, text, trimText } from './text.js';

/**
 * Forum of a winner (SPEC §2 Forum page, §3 Forum response / Post / Comment / Confirmed user / Last
 * encounter, §4 Real-time forum, §5 Forum post and comment, §7 Forum, Last encounter, Admin forums).
 * A forum's id is the winning indication's id.
 */
export const forumMessages = {
  contentRequired: 'O conteúdo é obrigatório',
  contentTooLong: (max: number) => `O conteúdo deve ter no máximo ${max} caracteres`,
  formInvalid: 'Formulário inválido',
  forumNotFound: 'Fórum não encontrado.',
  postNotFound: 'Post não encontrado.',
  commentNotFound: 'Comentário não encontrado.',
  otherCity: 'Você só pode acessar o fórum da sua cidade.',
  forumClosed: 'O fórum está disponível apenas de sexta a domingo.',
  hostOnlyPosts: 'Apenas o anfitrião pode criar postagens.',
  hostCannotComment: 'O anfitrião não pode comentar.',
  confirmToComment: 'Confirme sua presença para comentar.',
  notPostAuthor: 'Você só pode editar ou excluir as suas próprias postagens.',
  notCommentAuthor: 'Você só pode editar ou excluir os seus próprios comentários.',
  changesClosed:
    'O fórum está fechado: postagens e comentários só podem ser editados ou excluídos de sexta a domingo.',
  profileNotReady: 'Seu cadastro ainda está sendo preparado. Tente novamente em instantes.',
  connectionInvalid: 'Conexão inválida.',
  userMismatch: 'O usuário informado não corresponde ao usuário conectado.',
  postCreated: 'Post criado com sucesso!',
  commentCreated: 'Comentário adicionado com sucesso!',
  postUpdated: 'Post atualizado com sucesso!',
  postDeleted: 'Post excluído com sucesso!',
  commentUpdated: 'Comentário atualizado com sucesso!',
  commentDeleted: 'Comentário excluído com sucesso!',
  noEncounter: 'Nenhum encontro realizado ainda',
  memoryPhotoRequired: 'A foto é obrigatória',
  memoryDescriptionRequired: 'A descrição é obrigatória',
  memoryDescriptionTooLong: 'A descrição deve ter no máximo 200 caracteres',
  memoryAdded: 'Memória adicionada com sucesso!',
  memoriesClosed: 'As memórias podem ser adicionadas do sábado do encontro até a sexta-feira seguinte.',
  memoryNotParticipant: 'Apenas participantes confirmados do encontro podem adicionar memórias.',
  memoryNotLastEncounter: 'As memórias só podem ser adicionadas ao último encontro da sua cidade.',
} as const;

/** SPEC §9: post and comment 500; admin edit of a post 300, of a comment 200; memory description 200. */
export const forumLimits = {
  content: 500,
  adminPostEdit: 300,
  adminCommentEdit: 200,
  memoryDescription: 200,
  /** Admin lists: forums per page; posts/comments default page size. */
  adminForumsPerPage: 10,
  adminItemsPerPage: 20,
} as const;

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

/** The hidden field bots fill: anything but empty is 'Formulário inválido'. */
const honeypot = () =>
  z
    .unknown()
    .refine((v) => v === undefined || v === null || v === '', forumMessages.formInvalid)
    .transform(() => undefined)
    .optional()
    .describe('Campo oculto: deve ficar vazio');

/** POST /api/forum/{id}/posts {content} (host only). */
export const forumPostSchema = z.object({ content: content(forumLimits.content), honeypot: honeypot() });
export type ForumPostRequest = z.infer<typeof forumPostSchema>;

/** POST /api/forum/posts/{postId}/comments {content} (confirmed non-hosts). */
export const forumCommentSchema = z.object({ content: content(forumLimits.content), honeypot: honeypot() });
export type ForumCommentRequest = z.infer<typeof forumCommentSchema>;

/** PUT /api/forum/posts/{postId} {content}: the author's edit, with the rules of a new post. */
export const forumPostEditSchema = z.object({ content: content(forumLimits.content), honeypot: honeypot() });
export type ForumPostEditRequest = z.infer<typeof forumPostEditSchema>;

/** PUT /api/forum/comments/{commentId} {content}: the author's edit, with the rules of a new comment. */
export const forumCommentEditSchema = z.object({
  content: content(forumLimits.content),
  honeypot: honeypot(),
});
export type ForumCommentEditRequest = z.infer<typeof forumCommentEditSchema>;

/** PUT /api/admin/posts/{id} {content}: non-blank, up to 300. */
export const adminPostEditSchema = z.object({ content: content(forumLimits.adminPostEdit) });
export type AdminPostEditRequest = z.infer<typeof adminPostEditSchema>;

/** PUT /api/admin/comments/{id} {content}: non-blank, up to 200. */
export const adminCommentEditSchema = z.object({ content: content(forumLimits.adminCommentEdit) });
export type AdminCommentEditRequest = z.infer<typeof adminCommentEditSchema>;

// ── Forum page ───────────────────────────────────────────────────────────────────────────────

/** SPEC §3 Comment (plus its author's id). Photos are relative storage paths or null (default avatar). */
export const forumCommentItemSchema = z.object({
  id: z.string().uuid(),
  post_id: z.string().uuid(),
  user_id: z.string().uuid(),
  user_name: z.string(),
  user_photo: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof forumCommentItemSchema>;

/** SPEC §3 Post: comments oldest first, all of them; comments_count = comments.length. */
export const forumPostItemSchema = z.object({
  id: z.string().uuid(),
  forum_id: z.string().uuid(),
  user_id: z.string().uuid(),
  user_name: z.string(),
  user_photo: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
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
});
export type ConfirmedUser = z.infer<typeof confirmedUserSchema>;

/** SPEC §3 Forum response `winner`, plus the venue's identity and where it is. */
export const forumWinnerSchema = z.object({
  indication_id: z.string().uuid(),
  host_id: z.string().uuid(),
  name: z.string(),
  address: z.string(),
  reference: z.string().nullable(),
  event_day: z.string(),
  event_time: z.string(),
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
export const forumPostCreatedSchema = z.object({ message: z.string(), post: forumPostItemSchema });
export type ForumPostCreated = z.infer<typeof forumPostCreatedSchema>;

/** POST /api/forum/posts/{postId}/comments → 201 */
export const forumCommentCreatedSchema = z.object({ message: z.string(), comment: forumCommentItemSchema });
export type ForumCommentCreated = z.infer<typeof forumCommentCreatedSchema>;

/** PUT /api/forum/posts/{postId} → 200: the post as the forum shows it (with its comments). */
export const forumPostUpdatedSchema = z.object({ message: z.string(), post: forumPostItemSchema });
export type ForumPostUpdated = z.infer<typeof forumPostUpdatedSchema>;

/** PUT /api/forum/comments/{commentId} → 200 */
export const forumCommentUpdatedSchema = z.object({ message: z.string(), comment: forumCommentItemSchema });
export type ForumCommentUpdated = z.infer<typeof forumCommentUpdatedSchema>;

/** DELETE /api/forum/posts/{postId} or /api/forum/comments/{commentId} → 200, with the new stats. */
export const forumContentDeletedSchema = z.object({ message: z.string(), stats: forumStatsSchema });
export type ForumContentDeleted = z.infer<typeof forumContentDeletedSchema>;

// ── Real-time ────────────────────────────────────────────────────────────────────────────────

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

// ── Last encounter and memories ──────────────────────────────────────────────────────────────

export const memorySchema = z.object({
  id: z.string().uuid(),
  photo_url: z.string().describe('Relative storage path'),
  description: z.string(),
  user_id: z.string().uuid(),
  user_name: z.string(),
  user_photo: z.string().nullable(),
  created_at: z.string(),
});
export type Memory = z.infer<typeof memorySchema>;

/** SPEC §3 Last encounter `encounter`, plus the forum id and where it was. */
export const lastEncounterVenueSchema = z.object({
  forum_id: z.string().uuid(),
  name: z.string(),
  address: z.string(),
  reference: z.string().nullable(),
  photos: z.array(z.object({ url: z.string() })),
  vote_count: z.number().int().min(0),
  confirmed_participants: z.number().int().min(0),
  total_posts: z.number().int().min(0),
  total_comments: z.number().int().min(0),
  host_id: z.string().uuid(),
  host_name: z.string(),
  host_photo: z.string().nullable(),
  event_date: z.string().describe('AAAA-MM-DD (America/Sao_Paulo)'),
  event_day: z.string(),
  event_time: z.string(),
  city: z.string(),
  state: z.string(),
  week: z.string(),
});
export type LastEncounterVenue = z.infer<typeof lastEncounterVenueSchema>;

export const lastEncounterPostSchema = z.object({
  id: z.string().uuid(),
  user_name: z.string(),
  user_photo: z.string().nullable(),
  is_host: z.boolean(),
  content: z.string(),
  created_at: z.string(),
  likes_count: z.number().int().min(0).describe('Always 0: there are no likes'),
  comments_count: z.number().int().min(0),
});
export type LastEncounterPost = z.infer<typeof lastEncounterPostSchema>;

export const lastEncounterParticipantSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  photo: z.string().nullable(),
  city: z.string(),
  is_host: z.boolean(),
});
export type LastEncounterParticipant = z.infer<typeof lastEncounterParticipantSchema>;

/** GET /api/last-encounter: `encounter: null` and empty lists when the city had none yet. */
export const lastEncounterSchema = z.object({
  encounter: lastEncounterVenueSchema.nullable(),
  forum_posts: z.array(lastEncounterPostSchema),
  participants: z.array(lastEncounterParticipantSchema),
  memories: z.array(memorySchema),
  memories_open: z.boolean().describe('Saturday 00:00 of the meetup week until the next Friday 00:00'),
  can_add_memory: z
    .boolean()
    .describe('memories_open and the caller is a confirmed participant (or the host)'),
});
export type LastEncounter = z.infer<typeof lastEncounterSchema>;

/** POST /api/last-encounter/memories multipart {photo, description}: the text part. */
export const memoryFormSchema = z.object({
  description: text()
    .pipe(
      z
        .string()
        .min(1, { message: forumMessages.memoryDescriptionRequired, abort: true })
        .max(forumLimits.memoryDescription, forumMessages.memoryDescriptionTooLong),
    )
    .describe('Descrição (até 200 caracteres)'),
  forum_id: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().uuid().optional())
    .describe('Opcional: o fórum do último encontro (o padrão)'),
});
export type MemoryFormRequest = z.infer<typeof memoryFormSchema>;

export const memoryAddedSchema = z.object({ message: z.string(), memory: memorySchema });
export type MemoryAdded = z.infer<typeof memoryAddedSchema>;

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

const emptyToUndefined = (v: unknown) => (v === '' || v === null || v === 'all' ? undefined : v);
const searchParam = () => optionalText(100);
const pageParam = () => z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100000).default(1));
const perPageParam = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(fallback));

/** GET /api/admin/forums?search&city&page — city is a name ('São Paulo') or empty/'all'. */
export const adminForumsQuerySchema = z.object({
  search: searchParam().describe('Busca em nome do local, endereço e anfitrião'),
  city: z
    .preprocess(
      (v) => (typeof v === 'string' ? emptyToUndefined(trimText(v)) : undefined),
      storableString().max(120).optional(),
    )
    .describe('Nome da cidade (ex.: São Paulo); vazio ou all = todas'),
  page: pageParam(),
});
export type AdminForumsQuery = z.infer<typeof adminForumsQuerySchema>;

/** GET /api/admin/posts?search&forum_id&page&per_page */
export const adminPostsQuerySchema = z.object({
  search: searchParam().describe('Busca no conteúdo e no nome do autor'),
  forum_id: z.preprocess(emptyToUndefined, z.string().uuid().optional()),
  page: pageParam(),
  per_page: perPageParam(forumLimits.adminItemsPerPage),
});
export type AdminPostsQuery = z.infer<typeof adminPostsQuerySchema>;

/** GET /api/admin/comments?search&post_id&page&per_page */
export const adminCommentsQuerySchema = z.object({
  search: searchParam().describe('Busca no conteúdo e no nome do autor'),
  post_id: z.preprocess(emptyToUndefined, z.string().uuid().optional()),
  page: pageParam(),
  per_page: perPageParam(forumLimits.adminItemsPerPage),
});
export type AdminCommentsQuery = z.infer<typeof adminCommentsQuerySchema>;

export const adminListMetaSchema = z.object({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type AdminListMeta = z.infer<typeof adminListMetaSchema>;

/** SPEC §3 Forum (admin): the indication with its stats. */
export const adminForumSchema = z.object({
  id: z.string().uuid(),
  indication_id: z.string().uuid(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  week: z.string(),
  position: z.number().int(),
  host_id: z.string().uuid(),
  host_name: z.string(),
  event_day: z.string(),
  event_time: z.string(),
  photo_url: z.string().nullable(),
  stats: z.object({
    posts: z.number().int().min(0),
    comments: z.number().int().min(0),
    confirmed_participants: z.number().int().min(0),
  }),
  created_at: z.string(),
});
export type AdminForum = z.infer<typeof adminForumSchema>;

export const adminForumListSchema = z.object({ data: z.array(adminForumSchema), meta: adminListMetaSchema });
export type AdminForumList = z.infer<typeof adminForumListSchema>;

export const adminCommentSchema = z.object({
  id: z.string().uuid(),
  post_id: z.string().uuid(),
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
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const adminPostSchema = z.object({
  id: z.string().uuid(),
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
  comments_count: z.number().int().min(0),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

/** GET /api/admin/forums/{id} → {forum, data: posts (newest first)} */
export const adminForumDetailSchema = z.object({ forum: adminForumSchema, data: z.array(adminPostSchema) });
export type AdminForumDetail = z.infer<typeof adminForumDetailSchema>;

export const adminPostListSchema = z.object({ data: z.array(adminPostSchema), meta: adminListMetaSchema });
export type AdminPostList = z.infer<typeof adminPostListSchema>;

export const adminCommentListSchema = z.object({
  data: z.array(adminCommentSchema),
  meta: adminListMetaSchema,
});
export type AdminCommentList = z.infer<typeof adminCommentListSchema>;

/** GET /api/admin/posts/{id}/comments → {comments} (oldest first) */
export const adminPostCommentsSchema = z.object({ comments: z.array(adminCommentSchema) });
export type AdminPostComments = z.infer<typeof adminPostCommentsSchema>;

export const adminPostUpdatedSchema = z.object({ message: z.string(), post: adminPostSchema });
export type AdminPostUpdated = z.infer<typeof adminPostUpdatedSchema>;
export const adminCommentUpdatedSchema = z.object({ message: z.string(), comment: adminCommentSchema });
export type AdminCommentUpdated = z.infer<typeof adminCommentUpdatedSchema>;
export const adminForumDeletedSchema = z.object({ message: z.string() });
export type AdminForumDeleted = z.infer<typeof adminForumDeletedSchema>;

// ── LGPD export ──────────────────────────────────────────────────────────────────────────────

export const forumUserDataSchema = z.object({
  service: z.literal('forum-svc'),
  data: z.object({
    posts: z.array(
      z.object({ id: z.string(), forum_id: z.string(), content: z.string(), created_at: z.string() }),
    ),
    comments: z.array(
      z.object({ id: z.string(), post_id: z.string(), content: z.string(), created_at: z.string() }),
    ),
    memories: z.array(
      z.object({
        id: z.string(),
        forum_id: z.string(),
        photo_url: z.string(),
        description: z.string(),
        created_at: z.string(),
      }),
    ),
    participations: z.array(
      z.object({ forum_id: z.string(), forum_name: z.string(), week: z.string(), confirmed_at: z.string() }),
    ),
  }),
});
export type ForumUserData = z.infer<typeof forumUserDataSchema>;
