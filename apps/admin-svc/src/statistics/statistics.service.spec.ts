import { describe, expect, it } from '@jest/globals';
import { growthPercent } from './statistics.service.js';

describe('growthPercent', () => {
  it('has no value without a base month', () => {
    expect(growthPercent(10, null)).toBeNull();
    expect(growthPercent(10, 0)).toBeNull();
  });

  it('rounds to one decimal, negative when the count fell', () => {
    expect(growthPercent(4, 3)).toBe(33.3);
    expect(growthPercent(2, 3)).toBe(-33.3);
    expect(growthPercent(3, 3)).toBe(0);
  });
});
