import { moderationMessages } from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';

export const reportNotFound = () => new DomainError('REPORT_NOT_FOUND', moderationMessages.reportNotFound);
export const contentNotFound = () => new DomainError('CONTENT_NOT_FOUND', moderationMessages.contentNotFound);
/** The home and forum screens read `errors.general` first (SPEC §8). */
export const alreadyReported = () =>
  new DomainError('ALREADY_REPORTED', moderationMessages.alreadyReported, {
    general: [moderationMessages.alreadyReported],
  });
export const alreadyResolved = () =>
  new DomainError('REPORT_ALREADY_RESOLVED', moderationMessages.alreadyResolved);
