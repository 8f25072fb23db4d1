import { moderationMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const wordNotFound = () => new DomainError('WORD_NOT_FOUND', moderationMessages.wordNotFound);
export const wordAlreadyListed = () =>
  new DomainError('WORD_ALREADY_LISTED', moderationMessages.wordAlreadyListed, {
    words: [moderationMessages.wordAlreadyListed],
  });
