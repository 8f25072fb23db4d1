import { describe, expect, it } from '@jest/globals';
import { errorReasons } from '@encontro/contracts';
import { statusForReason } from './error-status.js';

describe(statusForReason.name, () => {
  it('maps every reason to an HTTP error status', () => {
    for (const reason of errorReasons) expect(statusForReason(reason)).toBeGreaterThanOrEqual(400);
  });

  it('answers the statuses SPEC §8 reads', () => {
    expect(statusForReason('VALIDATION_FAILED')).toBe(422);
    expect(statusForReason('EMAIL_NOT_VERIFIED')).toBe(422);
    expect(statusForReason('INVALID_CREDENTIALS')).toBe(401);
    expect(statusForReason('EMAIL_TAKEN')).toBe(409);
    expect(statusForReason('USER_BLOCKED')).toBe(403);
    expect(statusForReason('ALREADY_VOTED')).toBe(409);
    expect(statusForReason('HOST_ONLY_POSTS')).toBe(403);
    expect(statusForReason('NOMINATION_OTHER_CITY')).toBe(422);
    expect(statusForReason('FORUM_OTHER_CITY')).toBe(403);
    expect(statusForReason('RATE_LIMITED')).toBe(429);
    expect(statusForReason('CONTACT_DAILY_LIMIT')).toBe(429);
    expect(statusForReason('SERVICE_UNAVAILABLE')).toBe(503);
  });

  it('gives every reason a name of its own (no two areas share one by accident)', () => {
    expect(new Set(errorReasons).size).toBe(errorReasons.length);
  });
});
