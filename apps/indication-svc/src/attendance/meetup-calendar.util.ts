import ical from 'ical-generator';

export type MeetupEvent = {
  indicationId: string;
  venue: string;
  address: string;
  reference: string | null;
  date: { year: number; month: number; day: number };
  eventTime: string;
  hostName: string;
  forumUrl: string;
  /** When the week closed: keeps DTSTAMP stable, so the file is the same on every download. */
  stamp: Date;
};

/** A stable UID: re-importing the file updates the same calendar entry. */
export const meetupUid = (indicationId: string) => `encontro-${indicationId}@encontro.app`;

/**
 * The meetup as one all-day iCalendar event on its Saturday or Sunday: the time of day is only a
 * period "a combinar" (SPEC §9), so it goes in the description, not in DTSTART.
 */
export function meetupCalendar(e: MeetupEvent): string {
  const calendar = ical({
    name: 'Encontro',
    prodId: { company: 'Encontro', product: 'encontro', language: 'PT-BR' },
  });
  calendar.createEvent({
    id: meetupUid(e.indicationId),
    start: new Date(Date.UTC(e.date.year, e.date.month - 1, e.date.day)),
    allDay: true,
    stamp: e.stamp,
    summary: `Encontro: ${e.venue}`,
    location: e.reference ? `${e.address} (${e.reference})` : e.address,
    description: [`Horário: ${e.eventTime}`, `Anfitrião: ${e.hostName}`, `Fórum: ${e.forumUrl}`].join('\n'),
    url: e.forumUrl,
  });
  return calendar.toString();
}
