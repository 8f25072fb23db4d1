import { describe, expect, it } from '@jest/globals';
import { errorCodes } from '@encontro/contracts';
import { statusForCode } from './error-status.js';

describe(statusForCode.name, () => {
  it('maps every error code to an HTTP status', () => {
    for (const code of errorCodes) expect(statusForCode(code)).toBeGreaterThanOrEqual(400);
  });

  it('answers the statuses SPEC §8 reads', () => {
    expect(statusForCode('VALIDATION_FAILED')).toBe(422);
    expect(statusForCode('EMAIL_NOT_VERIFIED')).toBe(422);
    expect(statusForCode('INVALID_CREDENTIALS')).toBe(401);
    expect(statusForCode('EMAIL_TAKEN')).toBe(409);
    expect(statusForCode('RATE_LIMITED')).toBe(429);
    expect(statusForCode('SERVICE_UNAVAILABLE')).toBe(503);
  });
});
