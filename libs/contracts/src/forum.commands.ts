import { z } from 'zod';
import { pathId, reportedDeletionFields, userId } from './fields.js';
import { storableString } from './text.js';
import {
  adminCommentsQuerySchema,
  adminForumsQuerySchema,
  adminPostsQuerySchema,
  forumContentTypes,
} from './forum.admin.schemas.js';
import { forumLimits, forumMessages } from './forum.messages.js';
import {
  adminCommentEditSchema,
  adminPostEditSchema,
  forumCommentEditSchema,
  forumCommentSchema,
  forumPostEditSchema,
  forumPostSchema,
} from './forum.posts.schemas.js';

/** Requests of forumRpc (forum.rpc.ts): the public input plus what the gateway knows of the caller. */
const actor = z.object({ user_id: userId });
const connectionId = storableString().trim().min(1, forumMessages.connectionInvalid).max(100);
/** An update id, or the UTC instant the gateway normalised an ISO-8601 `last_update` to. */
const cursor = z.union([
  z.string().regex(/^\d{1,18}$/, forumMessages.connectionInvalid),
  z.iso.datetime({ message: forumMessages.connectionInvalid }),
]);

/** A memory photo the gateway checked, re-encoded and stored: `storage/memories/<user>/<uuid>.webp`. */
export const memoryPhotoKeySchema = z
  .string()
  .regex(/^storage\/memories\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/, 'Foto inválida.');

export const forumCommands = {
  get: actor.extend({ forum_id: pathId }),
  /** Light read check (SSE stream open): same rule as `get`, answers {forum_id, open_until}. */
  access: actor.extend({ forum_id: pathId }),
  listComments: actor.extend({ post_id: pathId }),
  createPost: actor.extend({ forum_id: pathId, body: forumPostSchema }),
  createComment: actor.extend({ post_id: pathId, body: forumCommentSchema }),
  /** The author's own edit or deletion, while the forum is open. */
  updatePost: actor.extend({ post_id: pathId, body: forumPostEditSchema }),
  deletePost: actor.extend({ post_id: pathId }),
  updateComment: actor.extend({ comment_id: pathId, body: forumCommentEditSchema }),
  deleteComment: actor.extend({ comment_id: pathId }),
  connect: actor.extend({ forum_id: pathId, connection_id: connectionId }),
  disconnect: actor.extend({ forum_id: pathId, connection_id: connectionId }),
  /**
   * With connection_id: the polling contract (each update once per connection). Without it (SSE
   * Last-Event-ID replay): the updates after `last_update`, at most 100.
   */
  updates: actor.extend({
    forum_id: pathId,
    connection_id: connectionId.optional(),
    last_update: cursor.optional(),
  }),
  lastEncounter: actor,
  addMemory: actor.extend({
    forum_id: z.string().uuid().optional(),
    photo_key: memoryPhotoKeySchema,
    description: storableString()
      .trim()
      .min(1, forumMessages.memoryDescriptionRequired)
      .max(forumLimits.memoryDescription, forumMessages.memoryDescriptionTooLong),
  }),
  /** The author's own memory (any time: it is their photo). */
  deleteMemory: actor.extend({ memory_id: pathId }),
  contentSnapshot: z.object({ type: z.enum(forumContentTypes), id: pathId }),
  adminListForums: z.object({ query: adminForumsQuerySchema }),
  adminGetForum: z.object({ forum_id: pathId }),
  adminListPosts: z.object({ query: adminPostsQuerySchema }),
  adminUpdatePost: z.object({ actor_id: userId, post_id: pathId, body: adminPostEditSchema }),
  adminDeletePost: z.object({ actor_id: userId, post_id: pathId, ...reportedDeletionFields }),
  adminListPostComments: z.object({ post_id: pathId }),
  adminListComments: z.object({ query: adminCommentsQuerySchema }),
  adminUpdateComment: z.object({ actor_id: userId, comment_id: pathId, body: adminCommentEditSchema }),
  adminDeleteComment: z.object({ actor_id: userId, comment_id: pathId, ...reportedDeletionFields }),
  exportUserData: actor,
} as const;

export type ForumCommand<K extends keyof typeof forumCommands> = z.input<(typeof forumCommands)[K]>;
