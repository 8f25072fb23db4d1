import { z } from 'zod';
import { emptyToUndefined } from './fields.js';
import { moderationLimits, moderationMessages } from './moderation.messages.js';

// The query parameters the admin's moderation lists share (reports, audit); not exported from the package.

/** `?page&per_page`: page 1 and `defaultPerPage` when absent; up to 100 a page. */
export const adminPageParams = (defaultPerPage: number) => ({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1)),
  per_page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: moderationMessages.perPageInvalid })
      .int(moderationMessages.perPageInvalid)
      .min(1, moderationMessages.perPageInvalid)
      .max(moderationLimits.maxPerPage, moderationMessages.perPageInvalid)
      .default(defaultPerPage),
  ),
});
