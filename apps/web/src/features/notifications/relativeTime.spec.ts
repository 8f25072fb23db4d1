import { describe, expect, it } from '@jest/globals';
import { relativeTime } from './relativeTime';

const now = Date.parse('2026-12-04T15:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [ago(10_000), 'agora'],
    [ago(-60_000), 'agora'],
    [ago(60_000), 'há 1 minuto'],
    [ago(59 * 60_000), 'há 59 minutos'],
    [ago(2 * 3_600_000 + 5 * 60_000), 'há 2 horas'],
    [ago(30 * 3_600_000), 'há 1 dia'],
    [ago(6 * 86_400_000), 'há 6 dias'],
    ['2026-11-20T15:00:00.000Z', '20 de novembro de 2026'],
  ])('says %s was %s', (value, expected) => {
    expect(relativeTime(value, now)).toBe(expected);
  });
});
