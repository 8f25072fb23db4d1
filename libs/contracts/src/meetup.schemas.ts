import { z } from 'zod';
import { indicationMessages } from './indication.messages.js';
import { CYCLE_TIME_ZONE } from './week.js';

// The one shape of a meetup and of its venue. Every answer and event that shows a venue derives
// from these (`.extend`, `.shape`): a new venue attribute is added here once.

/** Where and when, as the nominator described it: the place and the period of the weekend. */
export const placeSchema = z.object({
  name: z.string(),
  address: z.string(),
  reference: z.string().nullable(),
  event_day: z.string(),
  event_time: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

/** The venue as its nominator described it (the nomination form's fields): the place, and how to reach it. */
export const venueSchema = placeSchema.extend({
  phone: z.string().nullable(),
  website: z.string().nullable(),
  attractives: z.array(z.string()),
});
export type Venue = z.infer<typeof venueSchema>;

/** `HH:MM`, 00:00–23:59. */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Informe o horário no formato HH:MM.');

const { capacityRange } = indicationMessages;

/** What the host sets (issue 30): both optional; null clears. */
export const meetupSettingsSchema = z.object({
  capacity: z
    .number({ message: capacityRange })
    .int(capacityRange)
    .min(2, capacityRange)
    .max(500, capacityRange)
    .nullable()
    .describe('Vagas, o anfitrião incluído (2 a 500; null: sem limite)'),
  starts_at: clockTimeSchema
    .nullable()
    .describe('HH:MM no fuso da cidade, dentro do período escolhido (null: a combinar)'),
});
export type MeetupSettings = z.infer<typeof meetupSettingsSchema>;

/** The meetup beyond its place: the host's settings, the city's time zone and the live seat counts. */
export const meetupPlanSchema = meetupSettingsSchema.extend({
  time_zone: z.string().describe('Fuso horário IANA da cidade (ex.: America/Manaus)'),
  seats_left: z.number().int().min(0).nullable().describe('Vagas livres (null: sem limite)'),
  waitlist_count: z.number().int().min(0),
});
export type MeetupPlan = z.infer<typeof meetupPlanSchema>;

/**
 * The meetup: where, when and how many. `week.closed` carries it whole, `meetup.updated` again
 * whenever the host's settings or the seats change, forum-svc keeps it as one value
 * (`forums.meetup`), and the winner, forum and last-encounter answers spread it.
 */
export const meetupSchema = placeSchema.extend(meetupPlanSchema.shape);
export type Meetup = z.infer<typeof meetupSchema>;

/** The plan of a meetup nobody set yet: no time, no limit, nobody in line. */
export const unsetMeetupPlan = (timeZone: string): MeetupPlan =>
  meetupPlanSchema.parse({
    time_zone: timeZone,
    capacity: null,
    starts_at: null,
    seats_left: null,
    waitlist_count: 0,
  });

/**
 * The meetup of anything that carries its fields (a winner snapshot, a venue, a stored value); what an
 * older event or row lacks reads as unset (`fallbackTimeZone` for the zone, São Paulo's by default).
 */
export const meetupOf = (
  source: Omit<Place, 'reference'> & { reference?: string | null } & Partial<MeetupPlan>,
  fallbackTimeZone: string = CYCLE_TIME_ZONE,
): Meetup => {
  const plan = unsetMeetupPlan(source.time_zone ?? fallbackTimeZone);
  const shape = meetupSchema.shape;
  const picked = Object.fromEntries(
    Object.keys(shape).flatMap((key) => {
      const value = (source as Record<string, unknown>)[key];
      return value === undefined ? [] : [[key, value]];
    }),
  );
  return meetupSchema.parse({ ...plan, reference: null, ...picked });
};
