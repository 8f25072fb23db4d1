import { z } from 'zod';
import { optionalText, storableString, text } from './text.js';
import { pageMetaSchema } from './moderation.schemas.js';
import { eventDays, eventTimes, indicationMessages } from './indication.messages.js';

export const indicationStatuses = ['pending', 'active', 'rejected'] as const;
export const indicationStatusSchema = z.enum(indicationStatuses);
export type IndicationStatus = z.infer<typeof indicationStatusSchema>;

/** Weekly cap of indications per city: the FAQ's 10 (the terms say 5; see docs/decisions.md). */
export const DEFAULT_WEEKLY_CITY_CAP = 10;

/**
 * Phone auto-format of the nomination form: 11 digits `(XX) 9XXXX-XXXX` (mobile, starts with 9),
 * 10 digits `(XX) XXXX-XXXX`; anything else is returned as typed.
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return value;
}

/** A valid Brazilian phone (formatted or digits only): mobile 11 digits with a 9, or landline 10 digits. */
export function isValidPhone(value: string): boolean {
  if (!/^[\d\s()+-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11) return digits[2] === '9';
  return digits.length === 10 && digits[2] !== '9' && digits[2] !== '0';
}

/** SPEC §5: must start with http or https and contain a dot. */
export const isValidWebsite = (value: string): boolean => /^https?:\/\/\S*\.\S+$/i.test(value);

/** "a, b ,c" → ["a", "b", "c"] (SPEC §3: attractives is a list made from comma-separated text). */
export const splitAttractions = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const optionalField = (max: number, tooLong: string) => text().pipe(z.string().max(max, tooLong)).optional();

/**
 * The nomination form (SPEC §3 "Indication form payload"; the modal's `reference_point`,
 * `attractions` and `honeypot` are accepted too). Multipart fields arrive as text.
 */
export const indicationFormSchema = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const v = { ...(raw as Record<string, unknown>) };
    v.reference ??= v.reference_point;
    v.attractives ??= v.attractions;
    if (Array.isArray(v.attractives)) v.attractives = v.attractives.map(String).join(', ');
    delete v.reference_point;
    delete v.attractions;
    return v;
  },
  z.object({
    name: text()
      .pipe(
        z
          .string()
          .min(1, { message: indicationMessages.nameRequired, abort: true })
          .max(100, indicationMessages.nameTooLong),
      )
      .describe('Nome do local (até 100 caracteres)'),
    address: text()
      .pipe(
        z
          .string()
          .min(1, { message: indicationMessages.addressRequired, abort: true })
          .max(150, indicationMessages.addressTooLong),
      )
      .describe('Endereço (até 150 caracteres)'),
    reference: optionalField(100, indicationMessages.referenceTooLong).describe(
      'Ponto de referência (até 100 caracteres); também aceito como reference_point',
    ),
    phone: text()
      .pipe(
        z
          .string()
          .max(20, indicationMessages.phoneInvalid)
          .refine((v) => v === '' || isValidPhone(v), indicationMessages.phoneInvalid)
          .transform((v) => (v === '' ? '' : formatPhone(v))),
      )
      .optional()
      .describe('Telefone (opcional): (XX) 9XXXX-XXXX ou (XX) XXXX-XXXX'),
    website: text()
      .pipe(
        z
          .string()
          .max(100, indicationMessages.websiteTooLong)
          .refine((v) => v === '' || isValidWebsite(v), indicationMessages.websiteInvalid),
      )
      .optional()
      .describe('Site (opcional): começa com http:// ou https://'),
    attractives: text()
      .pipe(z.string().max(100, indicationMessages.attractionsTooLong).transform(splitAttractions))
      .optional()
      .describe('Atrações separadas por vírgula (até 100 caracteres); também aceito como attractions'),
    event_day: text()
      .pipe(
        z
          .string()
          .min(1, { message: indicationMessages.eventDayRequired, abort: true })
          .pipe(z.enum(eventDays, { error: indicationMessages.eventDayInvalid })),
      )
      .describe('Sábado ou Domingo'),
    event_time: text()
      .pipe(
        z
          .string()
          .min(1, { message: indicationMessages.eventTimeRequired, abort: true })
          .pipe(z.enum(eventTimes, { error: indicationMessages.eventTimeInvalid })),
      )
      .describe(eventTimes.join(', ')),
    city_id: z
      .preprocess((v) => (v === '' || v === null ? undefined : v), storableString().max(7).optional())
      .describe('Código IBGE da cidade do local (opcional): precisa ser a cidade de quem indica'),
    honeypot: storableString().optional().describe('Campo oculto: deve ficar vazio'),
  }),
);
export type IndicationForm = z.infer<typeof indicationFormSchema>;

const stats = z.object({ posts: z.number(), comments: z.number(), confirmed_participants: z.number() });

/** The indication as the browser sees it (SPEC §3 Indication). Photo paths are relative (`storage/…`). */
export const indicationSchema = z.object({
  id: z.string().uuid(),
  indication_id: z.string().uuid(),
  name: z.string(),
  address: z.string(),
  reference: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  attractives: z.array(z.string()),
  event_day: z.string(),
  event_time: z.string(),
  vote_count: z.number().int(),
  host: z.string().uuid(),
  host_name: z.string(),
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

/** SPEC §3 Winner, plus what the winner card shows. */
export const winnerSchema = z.object({
  winner_id: z.string().uuid(),
  indication_id: z.string().uuid(),
  winner_position: z.number().int().min(1).max(3),
  name: z.string(),
  address: z.string(),
  reference: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  attractives: z.array(z.string()),
  event_day: z.string(),
  event_time: z.string(),
  event_date: z.string().describe('YYYY-MM-DD do sábado ou domingo do encontro'),
  vote_count: z.number().int(),
  host_id: z.string().uuid(),
  host_name: z.string(),
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
});
export type IndicationList = z.infer<typeof indicationListSchema>;

/** GET /api/winners/{city} */
export const winnerListSchema = z.object({
  winners: z.array(winnerSchema),
  week: z.string(),
  city: z.string(),
  city_id: z.string(),
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
  indication_id: z.string().uuid(),
  is_host: z.boolean(),
  host_confirmed: z.boolean(),
  last_confirmed_indication_id: z.string(),
  calendar_url: z.string(),
});
export type AttendanceResult = z.infer<typeof attendanceResultSchema>;

/** The admin's view of an indication (SPEC §2 Admin "Indicações"). */
export const adminIndicationSchema = indicationSchema.extend({
  host_id: z.string().uuid(),
  host_email: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type AdminIndication = z.infer<typeof adminIndicationSchema>;

export const ADMIN_INDICATIONS_PER_PAGE = 20;

export const adminIndicationFilterSchema = z.object({
  status: z
    .preprocess((v) => (v === '' || v === 'all' ? undefined : v), indicationStatusSchema.optional())
    .describe('pending, active ou rejected (vazio = todas)'),
  search: optionalText(100).describe('Busca em nome do local, endereço, nome de quem indicou e cidade'),
  page: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().min(1).max(100000).default(1),
    )
    .describe('Página (1 = a primeira)'),
  per_page: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().min(1).max(100).default(ADMIN_INDICATIONS_PER_PAGE),
    )
    .describe('Indicações por página (até 100)'),
});
export type AdminIndicationFilter = z.infer<typeof adminIndicationFilterSchema>;

/** GET /api/admin/indications → one page, newest first, with the meta every admin list carries. */
export const adminIndicationPageSchema = z.object({
  data: z.array(adminIndicationSchema),
  meta: pageMetaSchema,
});
export type AdminIndicationPage = z.infer<typeof adminIndicationPageSchema>;

export const hostConfirmationSchema = z.object({
  token: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() : ''),
      storableString().min(1, indicationMessages.hostLinkInvalid).max(200),
    )
    .describe('O token do link enviado por e-mail ao anfitrião'),
});
export type HostConfirmationRequest = z.infer<typeof hostConfirmationSchema>;
