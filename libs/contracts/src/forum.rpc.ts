import { forumCommands } from './forum.commands.js';
import {
  adminCommentListSchema,
  adminCommentUpdatedSchema,
  adminForumDeletedSchema,
  adminForumDetailSchema,
  adminForumListSchema,
  adminPostCommentsSchema,
  adminPostListSchema,
  adminPostUpdatedSchema,
  forumContentSnapshotSchema,
} from './forum.admin.schemas.js';
import { lastEncounterSchema, memoryAddedSchema } from './forum.last-encounter.schemas.js';
import {
  forumConnectResultSchema,
  forumDisconnectResultSchema,
  forumUpdatesResultSchema,
} from './forum.live.schemas.js';
import {
  forumAccessSchema,
  forumCommentCreatedSchema,
  forumCommentListSchema,
  forumCommentUpdatedSchema,
  forumContentDeletedSchema,
  forumPostCreatedSchema,
  forumPostUpdatedSchema,
  forumResponseSchema,
} from './forum.posts.schemas.js';
import { forumUserDataSchema } from './forum.user-data.schemas.js';
import { rpc } from './rpc.js';
import { messageResponseSchema, photoPurgeAnswers, photoPurgeCommands } from './shared.rpc-schemas.js';

/**
 * forum-svc: forums of winners, posts, comments, real-time updates, last encounter, memories, admin
 * (SPEC §7 "Forum", "Last encounter", "Admin forums").
 */
export const forumRpc = {
  get: rpc('forum.forum.get', { request: forumCommands.get, response: forumResponseSchema }),
  /** Light read check (same rule as get): the SSE stream asks it on open, admin-svc before a report. */
  access: rpc('forum.forum.access', { request: forumCommands.access, response: forumAccessSchema }),
  listComments: rpc('forum.comment.list', {
    request: forumCommands.listComments,
    response: forumCommentListSchema,
  }),
  createPost: rpc('forum.post.create', {
    request: forumCommands.createPost,
    response: forumPostCreatedSchema,
    errorsUnder: 'body',
  }),
  createComment: rpc('forum.comment.create', {
    request: forumCommands.createComment,
    response: forumCommentCreatedSchema,
    errorsUnder: 'body',
  }),
  /** The author's own edit / deletion (admins use the admin-* subjects). */
  updatePost: rpc('forum.post.update', {
    request: forumCommands.updatePost,
    response: forumPostUpdatedSchema,
    errorsUnder: 'body',
  }),
  deletePost: rpc('forum.post.delete', {
    request: forumCommands.deletePost,
    response: forumContentDeletedSchema,
  }),
  updateComment: rpc('forum.comment.update', {
    request: forumCommands.updateComment,
    response: forumCommentUpdatedSchema,
    errorsUnder: 'body',
  }),
  deleteComment: rpc('forum.comment.delete', {
    request: forumCommands.deleteComment,
    response: forumContentDeletedSchema,
  }),
  connect: rpc('forum.connection.open', {
    request: forumCommands.connect,
    response: forumConnectResultSchema,
  }),
  disconnect: rpc('forum.connection.close', {
    request: forumCommands.disconnect,
    response: forumDisconnectResultSchema,
  }),
  updates: rpc('forum.update.list', { request: forumCommands.updates, response: forumUpdatesResultSchema }),
  lastEncounter: rpc('forum.last-encounter.get', {
    request: forumCommands.lastEncounter,
    response: lastEncounterSchema,
  }),
  addMemory: rpc('forum.memory.add', { request: forumCommands.addMemory, response: memoryAddedSchema }),
  deleteMemory: rpc('forum.memory.delete', {
    request: forumCommands.deleteMemory,
    response: messageResponseSchema,
  }),
  /** A post or comment as the moderation service snapshots it into a report. */
  contentSnapshot: rpc('forum.content.snapshot', {
    request: forumCommands.contentSnapshot,
    response: forumContentSnapshotSchema,
  }),
  adminListForums: rpc('forum.admin-forum.list', {
    caller: 'admin',
    request: forumCommands.adminListForums,
    response: adminForumListSchema,
    errorsUnder: 'query',
  }),
  adminGetForum: rpc('forum.admin-forum.get', {
    caller: 'admin',
    request: forumCommands.adminGetForum,
    response: adminForumDetailSchema,
  }),
  adminListPosts: rpc('forum.admin-post.list', {
    caller: 'admin',
    request: forumCommands.adminListPosts,
    response: adminPostListSchema,
    errorsUnder: 'query',
  }),
  adminUpdatePost: rpc('forum.admin-post.update', {
    caller: 'admin',
    request: forumCommands.adminUpdatePost,
    response: adminPostUpdatedSchema,
    errorsUnder: 'body',
  }),
  /** Also admin-svc's "Excluir Conteúdo" of a reported post (with its action and report ids). */
  adminDeletePost: rpc('forum.admin-post.delete', {
    caller: 'admin',
    request: forumCommands.adminDeletePost,
    response: adminForumDeletedSchema,
  }),
  adminListPostComments: rpc('forum.admin-post.comments', {
    caller: 'admin',
    request: forumCommands.adminListPostComments,
    response: adminPostCommentsSchema,
  }),
  adminListComments: rpc('forum.admin-comment.list', {
    caller: 'admin',
    request: forumCommands.adminListComments,
    response: adminCommentListSchema,
    errorsUnder: 'query',
  }),
  adminUpdateComment: rpc('forum.admin-comment.update', {
    caller: 'admin',
    request: forumCommands.adminUpdateComment,
    response: adminCommentUpdatedSchema,
    errorsUnder: 'body',
  }),
  adminDeleteComment: rpc('forum.admin-comment.delete', {
    caller: 'admin',
    request: forumCommands.adminDeleteComment,
    response: adminForumDeletedSchema,
  }),
  exportUserData: rpc('forum.user-data.export', {
    caller: 'user',
    request: forumCommands.exportUserData,
    response: forumUserDataSchema,
  }),
  /** The gateway's storage clean-up: memory photos of removed forums to remove, then confirmed. */
  claimPhotoPurges: rpc('forum.photo-purge.claim', {
    request: photoPurgeCommands.claim,
    response: photoPurgeAnswers.claim,
  }),
  confirmPhotoPurges: rpc('forum.photo-purge.confirm', {
    request: photoPurgeCommands.confirm,
    response: photoPurgeAnswers.confirm,
  }),
} as const;
