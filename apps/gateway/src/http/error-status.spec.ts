import { describe, expect, it } from '@jest/globals';
import { type ErrorReason, errorReasons } from '@encontro/contracts';
import { statusForReason } from './error-status.js';

describe(statusForReason.name, () => {
  it('maps every reason to an HTTP error status', () => {
    for (const reason of errorReasons) expect(statusForReason(reason)).toBeGreaterThanOrEqual(400);
  });

  it('answers the statuses SPEC §8 reads', () => {
    const specified: Partial<Record<ErrorReason, number>> = {
      VALIDATION_FAILED: 422,
      EMAIL_NOT_VERIFIED: 422,
      INVALID_CREDENTIALS: 401,
      EMAIL_TAKEN: 409,
      USER_BLOCKED: 403,
      ALREADY_VOTED: 409,
      HOST_ONLY_POSTS: 403,
      NOMINATION_OTHER_CITY: 422,
      FORUM_OTHER_CITY: 403,
      RATE_LIMITED: 429,
      CONTACT_DAILY_LIMIT: 429,
      SERVICE_UNAVAILABLE: 503,
    };
    const answered = Object.fromEntries(
      Object.keys(specified).map((reason) => [reason, statusForReason(reason as ErrorReason)]),
    );

    expect(answered).toEqual(specified);
  });

  it('gives every reason a name of its own (no two areas share one by accident)', () => {
    expect(new Set(errorReasons).size).toBe(errorReasons.length);
  });
});
