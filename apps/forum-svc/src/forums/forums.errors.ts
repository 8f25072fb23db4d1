import { forumMessages as m } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

/** The forum's refusals. Reasons only: the gateway maps them to HTTP statuses. */
export const forumErrors = {
  forumNotFound: () => new DomainError('FORUM_NOT_FOUND', m.forumNotFound),
  postNotFound: () => new DomainError('POST_NOT_FOUND', m.postNotFound),
  commentNotFound: () => new DomainError('COMMENT_NOT_FOUND', m.commentNotFound),
  profileNotReady: () => new DomainError('PROFILE_NOT_READY', m.profileNotReady),
  otherCity: () => new DomainError('FORUM_OTHER_CITY', m.otherCity),
  forumClosed: () => new DomainError('FORUM_CLOSED', m.forumClosed),
  hostOnlyPosts: () => new DomainError('HOST_ONLY_POSTS', m.hostOnlyPosts),
  hostCannotComment: () => new DomainError('HOST_CANNOT_COMMENT', m.hostCannotComment),
  confirmToComment: () => new DomainError('CONFIRM_TO_COMMENT', m.confirmToComment),
  notPostAuthor: () => new DomainError('NOT_POST_AUTHOR', m.notPostAuthor),
  notCommentAuthor: () => new DomainError('NOT_COMMENT_AUTHOR', m.notCommentAuthor),
  changesClosed: () => new DomainError('CHANGES_CLOSED', m.changesClosed),
  connectionInvalid: () =>
    new DomainError('CONNECTION_INVALID', m.connectionInvalid, { connection_id: [m.connectionInvalid] }),
  noEncounter: () => new DomainError('NO_ENCOUNTER', m.noEncounter),
  memoriesClosed: () => new DomainError('MEMORIES_CLOSED', m.memoriesClosed),
  memoryNotParticipant: () => new DomainError('MEMORY_NOT_PARTICIPANT', m.memoryNotParticipant),
  memoryNotFound: () => new DomainError('MEMORY_NOT_FOUND', m.memoryNotFound),
  notMemoryAuthor: () => new DomainError('NOT_MEMORY_AUTHOR', m.notMemoryAuthor),
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path id as typed: a UUID (lower-cased) or null (then simply not found). */
export const asUuid = (id: string): string | null => (uuidPattern.test(id) ? id.toLowerCase() : null);
