import { describe, expect, it } from '@jest/globals';
import { afterFailure, defaultMailDelivery, retryDelayMs } from './mail-delivery.js';

describe(retryDelayMs.name, () => {
  it('waits 5 s after the first failure and doubles the wait after each further one', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts))).toEqual([
      5000, 10_000, 20_000, 40_000, 80_000,
    ]);
  });

  it('never waits more than 30 minutes, however many attempts failed', () => {
    expect(retryDelayMs(10)).toBe(30 * 60_000);
    expect(retryDelayMs(1000)).toBe(30 * 60_000);
  });

  it('follows the configured first wait and cap', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, { firstRetryMs: 100, maxRetryMs: 500 }))).toEqual([
      100, 200, 400, 500,
    ]);
  });
});

describe(afterFailure.name, () => {
  it('retries until the last allowed attempt, then gives up', () => {
    const delivery = { ...defaultMailDelivery, maxAttempts: 3 };
    expect(afterFailure(1, delivery)).toEqual({ outcome: 'retried', retryInMs: 5000 });
    expect(afterFailure(2, delivery)).toEqual({ outcome: 'retried', retryInMs: 10_000 });
    expect(afterFailure(3, delivery)).toEqual({ outcome: 'failed' });
  });

  it('keeps retrying for about 1 h 45 min of outage with the defaults before giving up', () => {
    let waited = 0;
    for (let attempts = 1; ; attempts += 1) {
      const next = afterFailure(attempts);
      if (next.outcome === 'failed') {
        expect(attempts).toBe(defaultMailDelivery.maxAttempts);
        break;
      }
      waited += next.retryInMs;
    }
    expect(waited / 60_000).toBeGreaterThan(100);
    expect(waited / 60_000).toBeLessThan(110);
  });
});
