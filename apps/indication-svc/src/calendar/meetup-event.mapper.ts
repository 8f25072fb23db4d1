import { cityTimeZone, forumLink } from '@encontro/contracts';
import type { Indication } from '../indications/indication.entity.js';
import { settingsOf } from '../winners/meetup-plan.js';
import type { Winner } from '../winners/winner.entity.js';
import type { MeetupEvent } from './meetup-calendar.util.js';

/** A winner's meetup as a calendar event, without anyone's name (the attendee's file adds the host's). */
export const meetupEventOf = (winner: Winner, indication: Indication, publicUrl: string): MeetupEvent => ({
  indicationId: indication.id,
  venue: indication.name,
  address: indication.address,
  reference: indication.reference ?? null,
  week: winner.week,
  eventDay: indication.eventDay,
  eventTime: indication.eventTime,
  startsAt: settingsOf(winner).starts_at,
  timeZone: cityTimeZone(winner.cityId),
  sequence: winner.calendarSequence,
  forumUrl: forumLink(publicUrl, indication.id),
  stamp: winner.createdAt,
});
