import { describe, expect, it } from '@jest/globals';
import { seatsLabel } from './meetupCardTexts';
import { countdown, waitlistCountLabel, waitlistPosition } from './meetupTexts';
import { meetupClockTime, meetupWhen, zoneNote } from './meetupWhen';

describe('seatsLabel', () => {
  it('says nothing when the meetup has no limit', () => {
    expect(seatsLabel(null)).toBeNull();
  });

  it('counts the seats while more than three are left', () => {
    expect(seatsLabel(12)).toBe('12 vagas');
    expect(seatsLabel(4)).toBe('4 vagas');
    expect(seatsLabel(1200)).toBe('1.200 vagas');
  });

  it('says the last three seats are the last ones', () => {
    expect(seatsLabel(3)).toBe('Últimas 3 vagas');
    expect(seatsLabel(2)).toBe('Últimas 2 vagas');
    expect(seatsLabel(1)).toBe('Última vaga');
  });

  it('says a meetup without seats is full', () => {
    expect(seatsLabel(0)).toBe('Lotado');
  });
});

describe('waitlist texts', () => {
  it('gives the position in the form the person chose', () => {
    expect(waitlistPosition(3, 'M')).toBe('Você é o 3º da lista de espera');
    expect(waitlistPosition(1, null)).toBe('Você é o 1º da lista de espera');
    expect(waitlistPosition(2, 'F')).toBe('Você é a 2ª da lista de espera');
  });

  it('counts the people in line', () => {
    expect(waitlistCountLabel(1)).toBe('1 pessoa na lista de espera');
    expect(waitlistCountLabel(4)).toBe('4 pessoas na lista de espera');
  });
});

describe('countdown', () => {
  it('reads hours, minutes and seconds, rounding a started second up', () => {
    expect(countdown(2 * 3600_000 - 30_000)).toBe('1:59:30');
    expect(countdown(65_001)).toBe('0:01:06');
    expect(countdown(0)).toBe('0:00:00');
    expect(countdown(-5000)).toBe('0:00:00');
  });
});

describe('meetupWhen', () => {
  const saturday = { event_date: '2026-12-05', starts_at: '19:30', time_zone: 'America/Sao_Paulo' };

  it('is null until the host sets the time', () => {
    expect(meetupWhen({ ...saturday, starts_at: null })).toBeNull();
    expect(meetupClockTime({ ...saturday, starts_at: null })).toBeNull();
  });

  it('reads the day and the time in São Paulo without naming the zone', () => {
    expect(meetupWhen(saturday)).toBe('Sábado, 05/12 às 19:30');
    expect(meetupClockTime(saturday)).toBe('19:30');
  });

  it('names the zone of a city outside São Paulo’s, at its own wall-clock time', () => {
    const manaus = { ...saturday, time_zone: 'America/Manaus' };
    expect(meetupWhen(manaus)).toBe('Sábado, 05/12 às 19:30 (horário de Manaus)');
    expect(meetupClockTime(manaus)).toBe('19:30 (horário de Manaus)');
    expect(zoneNote('America/Noronha')).toBe('(horário de Fernando de Noronha)');
    expect(zoneNote('America/Sao_Paulo')).toBeNull();
  });

  it('reads a Sunday morning in Rio Branco', () => {
    expect(
      meetupWhen({ event_date: '2026-12-06', starts_at: '09:05', time_zone: 'America/Rio_Branco' }),
    ).toBe('Domingo, 06/12 às 09:05 (horário de Rio Branco)');
  });
});
