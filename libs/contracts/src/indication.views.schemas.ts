import { z } from 'zod';
import { meetupPlanSchema, venueSchema } from './meetup.schemas.js';

// Indications and winners as the browser sees them, the cycle's status and the vote and attendance answers.

export const indicationStatuses = ['pending', 'active', 'rejected'] as const;
export const indicationStatusSchema = z.enum(indicationStatuses);
export type IndicationStatus = z.infer<typeof indicationStatusSchema>;

const stats = z.object({ posts: z.number(), comments: z.number(), confirmed_participants: z.number() });

/** The venue as its nominator described it (the nomination form's fields). */
const venueFields = venueSchema.shape;

/** Who hosts, as a signed-in person sees it; a visitor (signed out) sees nobody (LGPD). */
const hostName = z
  .string()
  .nullable()
  .describe('Nome do anfitrião; null para visitantes (sem sessão), junto com a foto');

/** The indication as the browser sees it (SPEC §3 Indication). Photo paths are relative (`storage/…`). */
export const indicationSchema = z.object({
  id: z.string().uuid(),
  indication_id: z.string().uuid(),
  ...venueFields,
  vote_count: z.number().int().describe('Só os votos que contam (sem os votos em análise)'),
  votes_under_review: z
    .number()
    .int()
    .min(0)
    .describe('Votos em análise pela moderação: um número, nunca nomes'),
  host: z.string().uuid(),
  host_name: hostName,
  host_photo: z.string().nullable(),
  host_photo_url: z.string().nullable(),
  first_photo_url: z.string().nullable(),
  photos: z.array(z.string()),
  week: z.string(),
  week_number: z.number().int(),
  city: z.string(),
  city_id: z.string(),
  state: z.string(),
  status: indicationStatusSchema,
  stats,
  created_at: z.string(),
});
export type Indication = z.infer<typeof indicationSchema>;

/** The caller's place at one meetup: confirmed, or in line (with a seat offered to them, perhaps). */
export const myAttendanceSchema = z.object({
  status: z.enum(['confirmed', 'waitlisted']),
  position: z.number().int().min(1).nullable().describe('Posição na lista de espera (null: confirmado)'),
  offer_expires_at: z
    .string()
    .nullable()
    .describe('Até quando a vaga oferecida pode ser aceita (ISO-8601); null: nenhuma oferta'),
  checked_in_at: z.string().nullable(),
});
export type MyAttendance = z.infer<typeof myAttendanceSchema>;

/** SPEC §3 Winner, plus what the winner card shows. */
export const winnerSchema = z.object({
  winner_id: z.string().uuid(),
  indication_id: z.string().uuid(),
  winner_position: z.number().int().min(1).max(3),
  ...venueFields,
  event_date: z.string().describe('YYYY-MM-DD do sábado ou domingo do encontro'),
  vote_count: z.number().int(),
  votes_under_review: z.number().int().min(0),
  host_id: z.string().uuid(),
  host_name: hostName,
  host_photo: z.string().nullable(),
  host_confirmed: z.boolean(),
  first_photo_url: z.string().nullable(),
  photos: z.array(z.string()),
  week: z.string(),
  week_number: z.number().int(),
  city: z.string(),
  state: z.string(),
  confirmed_participants: z.number().int(),
  /** Only for a caller who confirmed presence: a link that works without a token header. */
  calendar_url: z.string().nullable(),
  ...meetupPlanSchema.shape,
  my_attendance: myAttendanceSchema
    .nullable()
    .describe('A presença de quem pergunta neste encontro (null: nenhuma, ou visitante)'),
});
export type Winner = z.infer<typeof winnerSchema>;

/** Why the caller cannot nominate now (SPEC §8 Home), or null when they can. */
export const nominationStatusSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
});
export type NominationStatus = z.infer<typeof nominationStatusSchema>;

/** GET /api/indications?city= */
export const indicationListSchema = z.object({
  indications: z.array(indicationSchema),
  week: z.string(),
  week_number: z.number().int(),
  city: z.string(),
  city_id: z.string(),
  total_indications: z.number().int(),
  total_votes: z.number().int(),
  voting_open: z.boolean(),
  nomination: nominationStatusSchema,
  my_vote_under_review: z.boolean().describe('O voto do visitante nesta semana está em análise'),
});
export type IndicationList = z.infer<typeof indicationListSchema>;

/** GET /api/winners/{city} */
export const winnerListSchema = z.object({
  winners: z.array(winnerSchema),
  week: z.string(),
  city: z.string(),
  city_id: z.string(),
  week_closed: z
    .boolean()
    .describe(
      'A semana já foi apurada (a partir de sexta 00:00): sem vencedores, nenhum local recebeu votos',
    ),
});
export type WinnerList = z.infer<typeof winnerListSchema>;

/** GET /api/indications/user: the caller's own nominations (SPEC §7: id, name, city). */
export const ownIndicationSchema = z.object({
  id: z.string().uuid(),
  indication_id: z.string().uuid(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  status: indicationStatusSchema,
  rejection_reason: z
    .string()
    .nullable()
    .describe('Por que não foi aprovada, quando o administrador disse (só em rejected)'),
  week: z.string(),
  week_number: z.number().int(),
  host: z.string().uuid(),
  created_at: z.string(),
});
export type OwnIndication = z.infer<typeof ownIndicationSchema>;

/** SPEC §3 "Forum restriction status", plus the cycle's phase for the Home banner. */
export const restrictionStatusSchema = z.object({
  restriction_enabled: z.boolean(),
  forums_blocked: z.boolean(),
  current_day: z.number().int().min(1).max(7).describe('Dia ISO: 1 = segunda … 7 = domingo'),
  day_name: z.string(),
  is_weekday: z.boolean().describe('Segunda a quinta: indicações e votação abertas'),
  message: z.string(),
  now: z.string(),
  week: z.string(),
  week_number: z.number().int(),
  nominations_open: z.boolean(),
  voting_open: z.boolean(),
  winners_revealed: z.boolean(),
  next_change_at: z
    .string()
    .describe(
      'Próxima mudança da semana (sexta 00:00, sábado 00:00, segunda 00:00), ISO-8601 com o fuso de São Paulo',
    ),
});
export type RestrictionStatus = z.infer<typeof restrictionStatusSchema>;

/** Vote and attendance answers: the ids the user's `/api/me` now carries. */
export const voteResultSchema = z.object({
  message: z.string(),
  indication: indicationSchema,
  last_voted_indication_id: z.string().nullable(),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

export const attendanceResultSchema = z.object({
  message: z.string(),
  status: z.enum(['confirmed', 'waitlisted']),
  position: z.number().int().min(1).nullable().describe('Posição na lista de espera (null: confirmado)'),
  indication_id: z.string().uuid(),
  is_host: z.boolean(),
  host_confirmed: z.boolean(),
  last_confirmed_indication_id: z.string().nullable(),
  calendar_url: z.string().nullable().describe('Null while in line'),
  moved_from_indication_id: z
    .string()
    .uuid()
    .nullable()
    .describe("The winner a host's presence left for their own meetup (null: nothing moved)"),
});
export type AttendanceResult = z.infer<typeof attendanceResultSchema>;
