import {
  type CityShare,
  type MeetupClock,
  type PublicMeetup,
  type ShareVenue,
  isoDate,
  meetupDate,
  meetupMoments,
} from '@encontro/contracts';
import { stateUf } from '../calendar/municipalities.js';
import type { Indication } from '../indications/indication.entity.js';
import { type SeatCounts, meetupOfWinner } from '../winners/meetup-plan.js';
import type { Winner } from '../winners/winner.entity.js';

/** How many venues a city's share card shows. */
export const SHARE_CARD_VENUES = 3;

export type WinnerVenue = { winner: Winner; indication: Indication };

/** The meetup's day (YYYY-MM-DD), as the winner answers date it. */
const eventDateOf = (winner: Winner, indication: Indication) =>
  isoDate(meetupDate(winner.week, indication.eventDay));

/** A venue still in the vote: its name and counted votes. */
export const votingVenue = (indication: Indication): ShareVenue => ({
  name: indication.name,
  vote_count: indication.voteCount,
  event_date: null,
});

/** A winner on the card: its name, the votes it won with and its day. */
export const winnerVenue = ({ winner, indication }: WinnerVenue): ShareVenue => ({
  name: indication.name,
  vote_count: winner.voteCount,
  event_date: eventDateOf(winner, indication),
});

/**
 * The card's phase and venues: Monday–Thursday the first three of the Home's list (`ranked`, most voted
 * first); Friday–Sunday the revealed winners, or `closed` when there are none (yet).
 */
export function cityCard(
  votingOpen: boolean,
  ranked: readonly Indication[],
  winners: readonly WinnerVenue[],
): Pick<CityShare, 'phase' | 'venues'> {
  if (votingOpen) return { phase: 'voting', venues: ranked.slice(0, SHARE_CARD_VENUES).map(votingVenue) };
  if (!winners.length) return { phase: 'closed', venues: [] };
  return { phase: 'winners', venues: winners.slice(0, SHARE_CARD_VENUES).map(winnerVenue) };
}

/** Whether the meetup has begun: its start when the host set a time, else once its day is over. */
export function meetupStarted(week: string, meetup: MeetupClock, now: Date): boolean {
  const moments = meetupMoments(week, meetup);
  return now >= (meetup.starts_at ? moments.startsAt : moments.dayEnds);
}

/** One winner's meetup as anyone may see it: the venue, the plan and the seats, and nobody's name. */
export function toPublicMeetup(
  winner: Winner,
  indication: Indication,
  seats: SeatCounts,
  now: Date,
): PublicMeetup {
  const meetup = meetupOfWinner(winner, indication, seats);
  return {
    ...meetup,
    indication_id: indication.id,
    winner_position: winner.position,
    city_id: winner.cityId,
    city: indication.city,
    state: stateUf(winner.cityId),
    week: winner.week,
    event_date: eventDateOf(winner, indication),
    photo: indication.photos[0] ?? null,
    confirmed_participants: seats.confirmed,
    started: meetupStarted(winner.week, meetup, now),
  };
}
