import { forumMessages } from '@encontro/contracts';
import { UuidParamPipe } from '../http/uuid-param.pipe.js';

/** A forum, post, comment or memory id in the path (a 404 with the item's message otherwise), in lower case. */
export const forumId = () =>
  new UuidParamPipe('FORUM_NOT_FOUND', forumMessages.forumNotFound, { lowercase: true });
export const postId = () =>
  new UuidParamPipe('POST_NOT_FOUND', forumMessages.postNotFound, { lowercase: true });
export const commentId = () =>
  new UuidParamPipe('COMMENT_NOT_FOUND', forumMessages.commentNotFound, { lowercase: true });
export const memoryId = () =>
  new UuidParamPipe('MEMORY_NOT_FOUND', forumMessages.memoryNotFound, { lowercase: true });
