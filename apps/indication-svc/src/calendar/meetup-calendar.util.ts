import { instantIn, meetupMoments } from '@encontro/contracts';
import ical from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { ZonedInstant } from './zoned-instant.js';

export type MeetupEvent = {
  indicationId: string;
  venue: string;
  address: string;
  reference: string | null;
  week: string;
  eventDay: string;
  /** The period the nominator chose ("Noite - Horário a combinar"). */
  eventTime: string;
  /** `HH:MM` in the city's zone, when the host set it; else the meetup is a day with a period. */
  startsAt: string | null;
  timeZone: string;
  /** Raised when the meetup's time changes, so calendars replace their copy. */
  sequence: number;
  /** Only in the attendee's own file: the city's public feed names nobody. */
  hostName?: string;
  forumUrl: string;
  /** When the week closed: keeps DTSTAMP stable, so the file is the same on every download. */
  stamp: Date;
};

export type CalendarFeed = {
  name: string;
  /** The city's zone: its VTIMEZONE is written, and every event's dates are read on its clocks. */
  timeZone: string;
  /** How often a subscribed calendar should ask again (the city's feed). */
  refreshSeconds?: number;
};

/** A meetup with a time lasts this long in calendars (docs/decisions.md). */
export const MEETUP_HOURS = 3;
const HOUR_MS = 3_600_000;

/** A stable UID: re-importing the file or refreshing the feed updates the same calendar entry. */
export const meetupUid = (indicationId: string) => `encontro-${indicationId}@encontro.app`;

/** The VTIMEZONE of a zone, from the IANA data timezones-ical-library ships. */
function vtimezone(timeZone: string): string | null {
  const block = tzlib_get_ical_block(timeZone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}

/**
 * Meetups as iCalendar (RFC 5545). With the host's time, an event of MEETUP_HOURS at that time in the
 * city's zone (TZID and its VTIMEZONE); without it, an all-day event on its Saturday or Sunday with
 * the period "a combinar" (SPEC §9) in the description.
 */
export function meetupCalendar(events: readonly MeetupEvent[], feed: CalendarFeed): string {
  const calendar = ical({
    name: feed.name,
    prodId: { company: 'Encontro', product: 'encontro', language: 'PT-BR' },
    // No name: DTSTAMP stays in UTC; the zone goes on each event (and its VTIMEZONE once).
    timezone: { name: null, generator: vtimezone },
  });
  calendar.x('X-WR-TIMEZONE', feed.timeZone);
  if (feed.refreshSeconds) calendar.ttl(feed.refreshSeconds);
  for (const e of events) {
    const moments = meetupMoments(e.week, {
      event_day: e.eventDay,
      event_time: e.eventTime,
      starts_at: e.startsAt,
      time_zone: e.timeZone,
    });
    const when = e.startsAt
      ? {
          start: new ZonedInstant(moments.startsAt, e.timeZone),
          end: new ZonedInstant(new Date(moments.startsAt.getTime() + MEETUP_HOURS * HOUR_MS), e.timeZone),
        }
      : // Noon of its day in the city's zone: written as that date whatever the server's own zone.
        { start: new ZonedInstant(instantIn(e.timeZone, moments.date, 12), e.timeZone), allDay: true };
    calendar.createEvent({
      id: meetupUid(e.indicationId),
      sequence: e.sequence,
      ...when,
      timezone: e.timeZone,
      stamp: e.stamp,
      summary: `Encontro: ${e.venue}`,
      location: e.reference ? `${e.address} (${e.reference})` : e.address,
      description: [
        `Horário: ${e.startsAt ?? e.eventTime}`,
        ...(e.hostName ? [`Anfitrião: ${e.hostName}`] : []),
        `Fórum: ${e.forumUrl}`,
      ].join('\n'),
      url: e.forumUrl,
    });
  }
  return calendar.toString();
}
