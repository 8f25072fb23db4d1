import { describe, expect, it } from '@jest/globals';
import { monthKey, previousMonthKey, startOfLocalDay } from './local-time.util.js';

describe('São Paulo months and days', () => {
  it('reads the month in São Paulo, not UTC', () => {
    // 2026-12-01 01:00 UTC is still 30 November 22:00 in São Paulo.
    expect(monthKey(new Date('2026-12-01T01:00:00Z'))).toBe('2026-11-01');
    expect(monthKey(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
  });

  it('steps back a month across the year', () => {
    expect(previousMonthKey('2026-01-01')).toBe('2025-12-01');
    expect(previousMonthKey('2026-11-01')).toBe('2026-10-01');
  });

  it('starts the local day at 00:00 São Paulo (03:00 UTC)', () => {
    expect(startOfLocalDay(new Date('2026-11-20T02:59:00Z')).toISOString()).toBe('2026-11-19T03:00:00.000Z');
    expect(startOfLocalDay(new Date('2026-11-20T15:00:00Z')).toISOString()).toBe('2026-11-20T03:00:00.000Z');
  });
});
