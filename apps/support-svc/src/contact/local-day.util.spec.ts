import { describe, expect, it } from '@jest/globals';
import { formatLocalDateTime, localDay, secondsUntilNextLocalDay } from './local-day.util.js';

describe('São Paulo days', () => {
  it('take the calendar day of America/Sao_Paulo, not of UTC', () => {
    expect(localDay(new Date('2026-11-20T02:59:59Z'))).toBe('2026-11-19');
    expect(localDay(new Date('2026-11-20T03:00:00Z'))).toBe('2026-11-20');
  });

  it('count the seconds left until local midnight, rounding up', () => {
    expect(secondsUntilNextLocalDay(new Date('2026-11-20T03:00:00Z'))).toBe(86_400);
    expect(secondsUntilNextLocalDay(new Date('2026-11-21T02:59:59Z'))).toBe(1);
    expect(secondsUntilNextLocalDay(new Date('2026-11-21T02:59:59.500Z'))).toBe(1);
    expect(secondsUntilNextLocalDay(new Date('2026-11-20T21:00:00Z'))).toBe(6 * 3600);
  });

  it('format instants for pt-BR e-mails in São Paulo time', () => {
    expect(formatLocalDateTime(new Date('2026-11-20T17:03:00Z'))).toBe('20/11/2026, 14:03');
  });
});
