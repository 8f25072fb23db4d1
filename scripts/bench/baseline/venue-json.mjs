// The JSON of an indication and of a winner as the API answers them (indications.mapper.ts and
// winners.mapper.ts in indication-svc), from the rows the baseline's SQL returns.
import { calendarPath, isoDate, meetupDate, parseWeek } from '@encontro/contracts';
import { meetupPlan } from './meetup-plan.mjs';

export const hostName = (row) =>
  row.host_first_name === null || row.host_first_name === undefined
    ? 'Participante'
    : `${row.host_first_name} ${row.host_surname}`.trim();

/** The venue as its host described it, in the order both answers list it. */
const venueFields = (row) => ({
  name: row.name,
  address: row.address,
  reference: row.reference,
  phone: row.phone,
  website: row.website,
  attractives: row.attractives,
  event_day: row.event_day,
  event_time: row.event_time,
});

/** json_agg renders timestamptz in the session's zone; the API speaks UTC with milliseconds. */
const iso = (value) => new Date(value).toISOString();

export function indicationJson(row, stats = { posts: 0, comments: 0, confirmed_participants: 0 }) {
  return {
    id: row.id,
    indication_id: row.id,
    ...venueFields(row),
    vote_count: row.vote_count,
    votes_under_review: row.votes_under_review,
    host: row.host_id,
    host_name: hostName(row),
    host_photo: row.host_photo ?? null,
    host_photo_url: row.host_photo ?? null,
    first_photo_url: row.photos[0] ?? null,
    photos: row.photos,
    week: row.week,
    week_number: parseWeek(row.week).weekNumber,
    city: row.city,
    city_id: row.city_id,
    state: row.state,
    status: row.status,
    stats,
    created_at: iso(row.created_at),
  };
}

const isoOrNull = (value) => (value ? iso(value) : null);

/** The viewer's place at a meetup (`mine`: their attendance row, or null). */
const myAttendance = (mine) =>
  mine && {
    status: mine.status,
    position: mine.position,
    offer_expires_at: isoOrNull(mine.offer_expires_at),
    checked_in_at: isoOrNull(mine.checked_in_at),
  };

export function winnerJson(row) {
  return {
    winner_id: row.winner_id,
    indication_id: row.indication_id,
    winner_position: row.position,
    ...venueFields(row),
    ...meetupPlan(row.meetup_settings, row.city_id, row.seats),
    event_date: isoDate(meetupDate(row.week, row.event_day)),
    vote_count: row.vote_count,
    votes_under_review: row.votes_under_review,
    host_id: row.host_id,
    host_name: hostName(row),
    host_photo: row.host_photo ?? null,
    host_confirmed: row.host_confirmed_at !== null,
    first_photo_url: row.photos[0] ?? null,
    photos: row.photos,
    week: row.week,
    week_number: parseWeek(row.week).weekNumber,
    city: row.city,
    state: row.state,
    confirmed_participants: row.seats.confirmed,
    calendar_url:
      row.mine?.status === 'confirmed' ? calendarPath(row.indication_id, row.mine.calendar_token) : null,
    my_attendance: myAttendance(row.mine),
  };
}
