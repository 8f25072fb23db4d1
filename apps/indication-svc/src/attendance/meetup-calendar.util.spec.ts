import { describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { meetupCalendar, meetupUid } from './meetup-calendar.util.js';

const event = {
  indicationId: '5a4c3b2a-1d0e-4f9a-8b7c-6d5e4f3a2b1c',
  venue: 'Bar do Zé; Música, Petiscos',
  address: 'Rua A, 10',
  reference: 'Perto da praça',
  date: { year: 2026, month: 11, day: 29 },
  eventTime: 'Manhã - Horário a combinar',
  hostName: 'Ana Souza',
  forumUrl: 'https://encontro.app/forum/5a4c3b2a-1d0e-4f9a-8b7c-6d5e4f3a2b1c',
  stamp: new Date('2026-11-27T03:00:02Z'),
};

describe(meetupCalendar.name, () => {
  it('writes one all-day event that a real parser reads back, with the venue escaped', () => {
    const ics = meetupCalendar(event);
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.uid).toBe(meetupUid(event.indicationId));
    expect(parsed.summary).toBe('Encontro: Bar do Zé; Música, Petiscos');
    expect(parsed.location).toBe('Rua A, 10 (Perto da praça)');
    expect(parsed.startDate.toString()).toBe('2026-11-29');
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.description).toContain('Anfitrião: Ana Souza');
    expect(vevent.getFirstPropertyValue('url')).toBe(event.forumUrl);
  });

  it('is the same file on every download (stable UID and stamp)', () => {
    expect(meetupCalendar(event)).toBe(meetupCalendar({ ...event }));
  });
});
