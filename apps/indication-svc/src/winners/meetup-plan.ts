import {
  type Meetup,
  type MeetupPlan,
  type MeetupSettings,
  cityTimeZone,
  meetupOf,
  meetupSettingsSchema,
} from '@encontro/contracts';
import type { Indication } from '../indications/indication.entity.js';
import { venueOf } from '../indications/indications.mapper.js';
import type { Winner } from './winner.entity.js';

/** Who holds or waits for a meetup's seats: confirmed (the host among them once they confirmed), in line. */
export type SeatCounts = {
  confirmed: number;
  /** Confirmed people other than the host: the host's own seat is always kept for them. */
  guests: number;
  waitlisted: number;
  /** Seats offered to the first in line and not yet expired: held for them. */
  openOffers: number;
};

export const noSeats: SeatCounts = { confirmed: 0, guests: 0, waitlisted: 0, openOffers: 0 };

/** Built once: zod's `partial()` costs ~0.4 ms, and every winner, forum and seat answer reads the settings. */
const storedSettingsSchema = meetupSettingsSchema.partial();

/** The host's settings as stored (what an older row lacks reads as unset). */
export const settingsOf = (winner: Pick<Winner, 'meetupSettings'>): MeetupSettings => ({
  capacity: null,
  starts_at: null,
  ...storedSettingsSchema.parse(winner.meetupSettings ?? {}),
});

/** Seats nobody holds or was offered: null without a limit. The host's seat is never among them. */
export function freeSeats(winner: Winner, seats: SeatCounts): number | null {
  const { capacity } = settingsOf(winner);
  if (capacity == null) return null;
  return Math.max(0, capacity - 1 - seats.guests - seats.openOffers);
}

/** The meetup beyond its place: the host's settings, the city's zone and the seats. */
export const meetupPlan = (winner: Winner, seats: SeatCounts): MeetupPlan => ({
  ...settingsOf(winner),
  time_zone: cityTimeZone(winner.cityId),
  seats_left: freeSeats(winner, seats),
  waitlist_count: seats.waitlisted,
});

/** The whole meetup of a winner: what `week.closed` and `meetup.updated` carry. */
export const meetupOfWinner = (winner: Winner, indication: Indication, seats: SeatCounts): Meetup =>
  meetupOf({ ...venueOf(indication), ...meetupPlan(winner, seats) });
