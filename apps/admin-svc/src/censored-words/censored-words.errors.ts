import { moderationMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const wordNotFound = () => new DomainError('NOT_FOUND', moderationMessages.wordNotFound);
export const wordAlreadyListed = () =>
  new DomainError('CONFLICT', moderationMessages.wordAlreadyListed, {
    words: [moderationMessages.wordAlreadyListed],
  });
