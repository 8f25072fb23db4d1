import type { ForumWinner } from '@encontro/contracts';
import { photoOf } from '../people/people.mapper.js';
import type { Person } from '../people/person.entity.js';
import type { Forum } from './forum.entity.js';

/** SPEC §3 Forum response `winner`. */
export const toWinnerDto = (forum: Forum, host: Person | undefined, hostName: string): ForumWinner => ({
  ...forum.meetup,
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
