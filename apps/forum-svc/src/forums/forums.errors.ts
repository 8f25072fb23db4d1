import { forumMessages as m } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

/** The forum's refusals. Codes only: the gateway maps them to HTTP statuses. */
export const forumErrors = {
  forumNotFound: () => new DomainError('NOT_FOUND', m.forumNotFound),
  postNotFound: () => new DomainError('NOT_FOUND', m.postNotFound),
  commentNotFound: () => new DomainError('NOT_FOUND', m.commentNotFound),
  profileNotReady: () => new DomainError('SERVICE_UNAVAILABLE', m.profileNotReady),
  otherCity: () => new DomainError('FORBIDDEN', m.otherCity),
  forumClosed: () => new DomainError('FORBIDDEN', m.forumClosed),
  hostOnlyPosts: () => new DomainError('FORBIDDEN', m.hostOnlyPosts),
  hostCannotComment: () => new DomainError('FORBIDDEN', m.hostCannotComment),
  confirmToComment: () => new DomainError('FORBIDDEN', m.confirmToComment),
  notPostAuthor: () => new DomainError('FORBIDDEN', m.notPostAuthor),
  notCommentAuthor: () => new DomainError('FORBIDDEN', m.notCommentAuthor),
  changesClosed: () => new DomainError('FORBIDDEN', m.changesClosed),
  connectionInvalid: () =>
    new DomainError('FORBIDDEN', m.connectionInvalid, { connection_id: [m.connectionInvalid] }),
  noEncounter: () => new DomainError('NOT_FOUND', m.noEncounter),
  memoriesClosed: () => new DomainError('FORBIDDEN', m.memoriesClosed),
  memoryNotParticipant: () => new DomainError('FORBIDDEN', m.memoryNotParticipant),
  memoryNotLastEncounter: () => new DomainError('FORBIDDEN', m.memoryNotLastEncounter),
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path id as typed: a UUID (lower-cased) or null (then simply not found). */
export const asUuid = (id: string): string | null => (uuidPattern.test(id) ? id.toLowerCase() : null);
