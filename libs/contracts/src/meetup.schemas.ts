import { z } from 'zod';

// The one shape of a meetup and of its venue. Every answer and event that shows a venue derives
// from these (`.extend`, `.shape`): a new venue attribute is added here once.

/**
 * The meetup: where and when. `week.closed` carries it whole, forum-svc keeps it as one value
 * (`forums.meetup`), and the winner, forum and last-encounter answers spread it.
 */
export const meetupSchema = z.object({
  name: z.string(),
  address: z.string(),
  reference: z.string().nullable(),
  event_day: z.string(),
  event_time: z.string(),
});
export type Meetup = z.infer<typeof meetupSchema>;

/** The venue as its nominator described it (the nomination form's fields): the meetup, and how to reach the place. */
export const venueSchema = meetupSchema.extend({
  phone: z.string().nullable(),
  website: z.string().nullable(),
  attractives: z.array(z.string()),
});
export type Venue = z.infer<typeof venueSchema>;

/**
 * Only the meetup's own fields of anything that carries them (a winner snapshot, a venue, an
 * indication's view); an absent reference (events published before it was carried) reads as null.
 */
export const meetupOf = (source: Omit<Meetup, 'reference'> & { reference?: string | null }): Meetup =>
  meetupSchema.parse({ ...source, reference: source.reference ?? null });
