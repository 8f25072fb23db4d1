import { z } from 'zod';
import { meetupSchema } from './meetup.schemas.js';

// What the public pages (`/{city}`, `/encontro/{id}`) and their share images show (issue 31).
// No person is in them, hosts included (LGPD): only venues, counts, dates and the city.

const cityId = z.string().regex(/^\d{7}$/);

/** One venue on a city's share card: its name and votes; a winner also its day (YYYY-MM-DD). */
export const shareVenueSchema = z.object({
  name: z.string(),
  vote_count: z.number().int().min(0),
  event_date: z.string().nullable().describe('YYYY-MM-DD do encontro (só vencedores)'),
});
export type ShareVenue = z.infer<typeof shareVenueSchema>;

/**
 * A city's week as its share card shows it: Monday–Thursday the top three so far (`voting`),
 * Friday–Sunday the winners (`winners`), or a revealed week without any (`closed`).
 */
export const cityShareSchema = z.object({
  city_id: cityId,
  city: z.string(),
  state: z.string().describe('Sigla do estado'),
  week: z.string(),
  phase: z.enum(['voting', 'winners', 'closed']),
  venues: z.array(shareVenueSchema).max(3),
  total_votes: z.number().int().min(0),
});
export type CityShare = z.infer<typeof cityShareSchema>;

/** `GET /api/meetups/{id}`: one winner's meetup as anyone may see it (the page `/encontro/{id}`). */
export const publicMeetupSchema = meetupSchema.extend({
  indication_id: z.string().uuid(),
  winner_position: z.number().int().min(1).max(3),
  city_id: cityId,
  city: z.string(),
  state: z.string().describe('Sigla do estado'),
  week: z.string(),
  event_date: z.string().describe('YYYY-MM-DD do sábado ou domingo do encontro'),
  photo: z.string().nullable().describe('A primeira foto do local (caminho relativo `storage/…`)'),
  confirmed_participants: z.number().int().min(0).describe('Quem confirmou, o anfitrião incluído'),
  started: z.boolean().describe('O encontro já começou (ou o seu dia passou)'),
});
export type PublicMeetup = z.infer<typeof publicMeetupSchema>;

export const shareCommands = {
  cityShare: z.object({ city_id: cityId }),
  publicMeetup: z.object({ indication_id: z.string().uuid() }),
};
