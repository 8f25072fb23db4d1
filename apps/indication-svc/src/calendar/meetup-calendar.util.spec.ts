import { describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { type MeetupEvent, meetupCalendar, meetupUid } from './meetup-calendar.util.js';

const event: MeetupEvent = {
  indicationId: '5a4c3b2a-1d0e-4f9a-8b7c-6d5e4f3a2b1c',
  venue: 'Bar do Zé; Música, Petiscos',
  address: 'Rua A, 10',
  reference: 'Perto da praça',
  week: '2026-W48',
  eventDay: 'Domingo',
  eventTime: 'Manhã - Horário a combinar',
  startsAt: null,
  timeZone: 'America/Sao_Paulo',
  sequence: 0,
  hostName: 'Ana Souza',
  forumUrl: 'https://encontro.app/forum/5a4c3b2a-1d0e-4f9a-8b7c-6d5e4f3a2b1c',
  stamp: new Date('2026-11-27T03:00:02Z'),
};
const feed = { name: 'Encontro', timeZone: 'America/Sao_Paulo' };

const parse = (ics: string) => new ICAL.Component(ICAL.parse(ics));
const firstEvent = (ics: string) => parse(ics).getFirstSubcomponent('vevent')!;

describe(meetupCalendar.name, () => {
  it('writes one all-day event that a real parser reads back, with the venue escaped', () => {
    const vevent = firstEvent(meetupCalendar([event], feed));
    const parsed = new ICAL.Event(vevent);
    expect(parsed.uid).toBe(meetupUid(event.indicationId));
    expect(parsed.summary).toBe('Encontro: Bar do Zé; Música, Petiscos');
    expect(parsed.location).toBe('Rua A, 10 (Perto da praça)');
    expect(parsed.startDate.toString()).toBe('2026-11-29');
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.description).toContain('Horário: Manhã - Horário a combinar');
    expect(parsed.description).toContain('Anfitrião: Ana Souza');
    expect(vevent.getFirstPropertyValue('url')).toBe(event.forumUrl);
  });

  it('is the same file on every download (stable UID and stamp)', () => {
    expect(meetupCalendar([event], feed)).toBe(meetupCalendar([{ ...event }], feed));
  });

  it("writes a set time in the city's zone, with its VTIMEZONE, for three hours, with its SEQUENCE", () => {
    const manaus = { ...event, startsAt: '09:30', timeZone: 'America/Manaus', sequence: 2 };
    const calendar = parse(meetupCalendar([manaus], { name: 'Encontros', timeZone: 'America/Manaus' }));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('America/Manaus');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Manaus');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(2);
    const parsed = new ICAL.Event(vevent);
    parsed.startDate.zone = new ICAL.Timezone(zone);
    parsed.endDate.zone = parsed.startDate.zone;
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-11-29T13:30:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-11-29T16:30:00.000Z');
    expect(parsed.description).toContain('Horário: 09:30');
  });

  it('keeps DTSTAMP in UTC and names nobody when no host name is given', () => {
    const { hostName: _, ...anonymous } = event;
    const ics = meetupCalendar([anonymous], feed);
    expect(ics).toContain('DTSTAMP:20261127T030002Z');
    expect(new ICAL.Event(firstEvent(ics)).description).not.toContain('Anfitrião');
  });
});
