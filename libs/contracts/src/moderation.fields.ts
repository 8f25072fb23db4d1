import { z } from 'zod';
import { emptyToUndefined } from './fields.js';
import { moderationLimits, moderationMessages } from './moderation.messages.js';

// The query parameters the admin's moderation lists share (reports, audit, integrity); not exported from the package.

/**
 * `?page&per_page`: page 1 and `defaultPerPage` when absent; up to 100 a page unless the list's answers
 * are bigger (`max`, refused with its own `message`).
 */
export const adminPageParams = (
  defaultPerPage: number,
  { max, message }: { max: number; message: string } = {
    max: moderationLimits.maxPerPage,
    message: moderationMessages.perPageInvalid,
  },
) => ({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1)),
  per_page: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message }).int(message).min(1, message).max(max, message).default(defaultPerPage),
  ),
});
