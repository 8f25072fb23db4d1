import { describe, expect, it } from '@jest/globals';
import { retryDelayMs } from './mail-relay.service.js';

describe(retryDelayMs.name, () => {
  it('doubles from 5 s and stops growing at 30 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30)).toBe(30 * 60_000);
  });
});
