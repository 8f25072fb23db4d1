import { type ForumWinner, type Meetup, cityTimeZone, meetupOf } from '@encontro/contracts';
import { photoOf } from '../people/people.mapper.js';
import type { Person } from '../people/person.entity.js';
import type { Forum } from './forum.entity.js';

/** The forum's meetup: a row stored before issue 30 reads with its city's zone and an unset plan. */
export const meetupOfForum = (forum: Pick<Forum, 'meetup' | 'cityId'>): Meetup =>
  meetupOf(forum.meetup, cityTimeZone(forum.cityId));

/** SPEC §3 Forum response `winner`. */
export const toWinnerDto = (forum: Forum, host: Person | undefined, hostName: string): ForumWinner => ({
  ...meetupOfForum(forum),
  indication_id: forum.id,
  host_id: forum.hostId,
  photo_url: forum.photos[0] ?? null,
  photos: forum.photos,
  host_name: hostName,
  host_photo: photoOf(host),
  vote_count: forum.voteCount,
  position: forum.position,
  city: forum.city,
  state: forum.state,
  city_id: forum.cityId,
  week: forum.week,
});
