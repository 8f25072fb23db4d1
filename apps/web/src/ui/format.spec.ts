import { describe, expect, it } from '@jest/globals';
import { formatBytes, formatDateTime, formatNumericDateTime } from './format';

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

describe('formatDateTime', () => {
  it.each([
    ['2026-12-06T23:15:00.000Z', '6 de dezembro de 2026 às 20:15', '06/12/2026, 20:15'],
    [null, 'Data não disponível', 'Data não disponível'],
    ['', 'Data não disponível', 'Data não disponível'],
    ['ontem', 'Data inválida', 'Data inválida'],
  ])('shows %p in São Paulo time as %p, or in digits as %p', (value, words, digits) => {
    expect(formatDateTime(value)).toBe(words);
    expect(formatNumericDateTime(value)).toBe(digits);
  });
});
