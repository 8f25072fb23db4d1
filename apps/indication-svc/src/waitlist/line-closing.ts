import { cityTimeZone, meetupMoments } from '@encontro/contracts';
import type { Indication } from '../indications/indication.entity.js';
import { settingsOf } from '../winners/meetup-plan.js';
import type { Winner } from '../winners/winner.entity.js';

const HOUR = 3_600_000;
/** An offer is held for 2 hours, never past the line's closing. */
export const OFFER_HOLD_MS = 2 * HOUR;

/** When the meetup starts: the host's `starts_at`, else its period's start, in the city's zone. */
export const meetupStartsAt = (winner: Winner, indication: Indication): Date =>
  meetupMoments(winner.week, {
    event_day: indication.eventDay,
    event_time: indication.eventTime,
    starts_at: settingsOf(winner).starts_at,
    time_zone: cityTimeZone(winner.cityId),
  }).startsAt;

/** The line closes an hour before the meetup starts: no one joins, no seat is offered after it. */
export const lineClosesAt = (winner: Winner, indication: Indication): Date =>
  new Date(meetupStartsAt(winner, indication).getTime() - HOUR);
