import { type MeetupClock, meetupMoments } from './meetup-time.js';

/** "Cheguei" opens this long before the meetup starts (issue 30). */
export const CHECKIN_OPENS_BEFORE_MS = 60 * 60_000;

/**
 * When a meetup's check-in is open, in its city's zone: from an hour before it starts (`starts_at`,
 * else its period's start) until its day ends. The server refuses outside it; the web shows the links.
 */
export function checkinWindow(week: string, meetup: MeetupClock): { opensAt: Date; closesAt: Date } {
  const { startsAt, dayEnds } = meetupMoments(week, meetup);
  return { opensAt: new Date(startsAt.getTime() - CHECKIN_OPENS_BEFORE_MS), closesAt: dayEnds };
}
