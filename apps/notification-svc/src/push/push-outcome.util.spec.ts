import { describe, expect, it } from '@jest/globals';
import { pushOutcome } from './push-outcome.util.js';

const policy = { firstRetryMs: 30_000, maxAttempts: 6 };

describe(pushOutcome.name, () => {
  it.each([404, 410])('forgets the subscription when the push service answers %i', (status) => {
    expect(pushOutcome(status, 1, policy)).toEqual({ kind: 'gone' });
  });

  it.each([429, 500, 502, 503, undefined])('retries after %s, 30 s at first', (status) => {
    expect(pushOutcome(status, 1, policy)).toEqual({ kind: 'retry', inMs: 30_000 });
  });

  it('doubles the wait after each failure: 30 s, 1, 2, 4, 8 min, then gives up at the sixth', () => {
    const waits = [1, 2, 3, 4, 5].map((attempts) => pushOutcome(503, attempts, policy));
    expect(waits).toEqual(
      [30_000, 60_000, 120_000, 240_000, 480_000].map((inMs) => ({ kind: 'retry', inMs })),
    );
    expect(pushOutcome(503, 6, policy)).toEqual({ kind: 'dropped' });
  });

  it.each([400, 401, 403, 413])('drops a push the service refuses for good (%i)', (status) => {
    expect(pushOutcome(status, 1, policy)).toEqual({ kind: 'dropped' });
  });
});
