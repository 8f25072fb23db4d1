import { describe, expect, it } from '@jest/globals';
import { formatBytes } from './format';

describe('formatBytes', () => {
  it.each([
    [0, '0 KB'],
    [300, '1 KB'],
    [18 * 1024, '18 KB'],
    [100 * 1024, '100 KB'],
    [0.1 * 1024 * 1024, '0,1 MB'],
    [1.08 * 1024 * 1024, '1,1 MB'],
    [1.9 * 1024 * 1024, '1,9 MB'],
    [2 * 1024 * 1024, '2,0 MB'],
  ])('shows %p bytes as %p', (bytes, shown) => {
    expect(formatBytes(bytes)).toBe(shown);
  });
});
