import { describe, expect, it } from '@jest/globals';
import {
  cycleMoments,
  dateOfWeekDay,
  isNominationDay,
  lastRevealedWeek,
  localTime,
  meetupDate,
  nextCycleChange,
  nextWeek,
  previousWeek,
  weekOf,
  zonedIso,
} from './week.js';

const at = (iso: string) => new Date(iso);

describe('weekOf', () => {
  it('reads the ISO week in São Paulo time, not UTC', () => {
    // Sunday 23:30 in São Paulo is already Monday in UTC.
    expect(weekOf(at('2026-11-29T23:30:00-03:00')).week).toBe('2026-W48');
    expect(weekOf(at('2026-11-30T00:00:00-03:00')).week).toBe('2026-W49');
  });

  it('follows ISO years across New Year', () => {
    expect(weekOf(at('2027-01-01T12:00:00-03:00'))).toEqual({ week: '2026-W53', year: 2026, weekNumber: 53 });
    expect(weekOf(at('2025-12-29T12:00:00-03:00')).week).toBe('2026-W01');
  });
});

describe('cycle moments', () => {
  it('opens Monday 00:00, reveals Friday 00:00, reminds Friday 18:00 and hands over Saturday 00:00', () => {
    const m = cycleMoments('2026-W48');
    expect(m.opens.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(m.reveal.toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(m.hostReminder.toISOString()).toBe('2026-11-27T21:00:00.000Z');
    expect(m.hostDeadline.toISOString()).toBe('2026-11-28T03:00:00.000Z');
    expect(m.ends.toISOString()).toBe('2026-11-30T03:00:00.000Z');
  });

  it('allows nominations Monday to Thursday 23:59 only', () => {
    expect(isNominationDay(at('2026-11-23T00:00:00-03:00'))).toBe(true);
    expect(isNominationDay(at('2026-11-26T23:59:59-03:00'))).toBe(true);
    expect(isNominationDay(at('2026-11-27T00:00:00-03:00'))).toBe(false);
    expect(isNominationDay(at('2026-11-29T12:00:00-03:00'))).toBe(false);
  });

  it('knows which week is the last one whose winners are due', () => {
    expect(lastRevealedWeek(at('2026-11-26T23:59:59-03:00'))).toBe('2026-W47');
    expect(lastRevealedWeek(at('2026-11-27T00:00:00-03:00'))).toBe('2026-W48');
  });

  it('walks weeks and their days', () => {
    expect(nextWeek('2026-W53')).toBe('2027-W01');
    expect(previousWeek('2027-W01')).toBe('2026-W53');
    expect(dateOfWeekDay('2026-W48', 6)).toEqual({ year: 2026, month: 11, day: 28 });
    expect(localTime(at('2026-11-28T02:59:00Z'))).toMatchObject({ day: 27, hour: 23, minute: 59, isoDay: 5 });
  });

  it('names the next change of what the week shows: Friday 00:00, Saturday 00:00, Monday 00:00', () => {
    const next = (iso: string) => zonedIso(nextCycleChange(at(iso)));
    expect(next('2026-11-23T00:00:00-03:00')).toBe('2026-11-27T00:00:00-03:00');
    expect(next('2026-11-26T23:59:59-03:00')).toBe('2026-11-27T00:00:00-03:00');
    expect(next('2026-11-27T00:00:00-03:00')).toBe('2026-11-28T00:00:00-03:00');
    expect(next('2026-11-28T00:00:00-03:00')).toBe('2026-11-30T00:00:00-03:00');
    expect(next('2026-11-29T23:59:59.999-03:00')).toBe('2026-11-30T00:00:00-03:00');
  });

  it('writes an instant as São Paulo wall time with its offset', () => {
    expect(zonedIso(at('2026-11-27T03:00:00.000Z'))).toBe('2026-11-27T00:00:00-03:00');
    expect(zonedIso(at('2027-01-01T02:59:59Z'))).toBe('2026-12-31T23:59:59-03:00');
  });
});

describe('meetupDate', () => {
  it('dates the meetup on the Saturday or Sunday of its week', () => {
    // 2026-W48: Monday 23 November … Sunday 29 November 2026.
    expect(meetupDate('2026-W48', 'Sábado')).toEqual({ year: 2026, month: 11, day: 28 });
    expect(meetupDate('2026-W48', 'Domingo')).toEqual({ year: 2026, month: 11, day: 29 });
    expect(meetupDate('2026-W53', 'Domingo')).toEqual({ year: 2027, month: 1, day: 3 });
  });
});
