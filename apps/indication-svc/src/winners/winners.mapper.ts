import type { MyAttendance, Winner as WinnerDto } from '@encontro/contracts';
import { fullName, isoDate, meetupDate, parseWeek } from '@encontro/contracts';
import type { Indication } from '../indications/indication.entity.js';
import { venueOf } from '../indications/indications.mapper.js';
import type { Meetup } from '../emails/cycle-mail.templates.js';
import type { Person } from '../people/person.entity.js';
import type { Winner } from './winner.entity.js';
import { type SeatCounts, meetupPlan } from './meetup-plan.js';

const dmy = (d: { year: number; month: number; day: number }) =>
  `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${d.year}`;

export function meetupOf(winner: Winner, indication: Indication): Meetup {
  return {
    indicationId: indication.id,
    venue: indication.name,
    position: winner.position,
    city: indication.city,
    eventDay: indication.eventDay,
    eventTime: indication.eventTime,
    eventDate: dmy(meetupDate(winner.week, indication.eventDay)),
  };
}

/** SPEC §3 Winner, with what the winner card shows. */
export function toWinnerDto(
  winner: Winner,
  indication: Indication,
  host: Person | undefined,
  seats: SeatCounts,
  calendarUrl: string | null,
  myAttendance: MyAttendance | null,
): WinnerDto {
  return {
    winner_id: winner.id,
    indication_id: indication.id,
    winner_position: winner.position,
    ...venueOf(indication),
    ...meetupPlan(winner, seats),
    event_date: isoDate(meetupDate(winner.week, indication.eventDay)),
    vote_count: winner.voteCount,
    votes_under_review: indication.votesUnderReview,
    host_id: winner.hostId,
    host_name: fullName(host),
    host_photo: host?.photo ?? null,
    host_confirmed: winner.hostConfirmedAt != null,
    first_photo_url: indication.photos[0] ?? null,
    photos: indication.photos,
    week: winner.week,
    week_number: parseWeek(winner.week).weekNumber,
    city: indication.city,
    state: indication.state,
    confirmed_participants: seats.confirmed,
    calendar_url: calendarUrl,
    my_attendance: myAttendance,
  };
}
