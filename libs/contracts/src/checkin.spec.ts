import { describe, expect, it } from '@jest/globals';
import { checkinWindow } from './checkin.js';

describe('checkinWindow', () => {
  it('opens an hour before the period’s start and closes when the day ends, in the city’s zone', () => {
    expect(
      checkinWindow('2026-W48', {
        event_day: 'Sábado',
        event_time: 'Noite - Horário a combinar',
        starts_at: null,
        time_zone: 'America/Sao_Paulo',
      }),
    ).toEqual({
      opensAt: new Date('2026-11-28T17:00:00-03:00'),
      closesAt: new Date('2026-11-29T00:00:00-03:00'),
    });
  });

  it('follows the time the host set, on Manaus time', () => {
    expect(
      checkinWindow('2026-W48', {
        event_day: 'Domingo',
        event_time: 'Manhã - Horário a combinar',
        starts_at: '09:30',
        time_zone: 'America/Manaus',
      }),
    ).toEqual({
      opensAt: new Date('2026-11-29T08:30:00-04:00'),
      closesAt: new Date('2026-11-30T00:00:00-04:00'),
    });
  });
});
