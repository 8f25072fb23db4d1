import { z } from 'zod';
import { requiredText } from './fields.js';
import { eventDays, eventTimes, indicationMessages } from './indication.messages.js';
import { storableString, text } from './text.js';

// The nomination form (SPEC §3 Indication form payload, §5 Indication) and the host's confirmation link.

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
/** One of `options`, as listed: blank is `requiredMessage`, anything else `invalidMessage`. */
const choice = <const T extends readonly string[]>(
  options: T,
  requiredMessage: string,
  invalidMessage: string,
) =>
  text().pipe(
    z
      .string()
      .min(1, { message: requiredMessage, abort: true })
      .pipe(z.enum(options, { error: invalidMessage })),
  );

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
    name: requiredText(100, indicationMessages.nameRequired, indicationMessages.nameTooLong).describe(
      'Nome do local (até 100 caracteres)',
    ),
    address: requiredText(
      150,
      indicationMessages.addressRequired,
      indicationMessages.addressTooLong,
    ).describe('Endereço (até 150 caracteres)'),
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
    event_day: choice(
      eventDays,
      indicationMessages.eventDayRequired,
      indicationMessages.eventDayInvalid,
    ).describe('Sábado ou Domingo'),
    event_time: choice(
      eventTimes,
      indicationMessages.eventTimeRequired,
      indicationMessages.eventTimeInvalid,
    ).describe(eventTimes.join(', ')),
    city_id: z
      .preprocess((v) => (v === '' || v === null ? undefined : v), storableString().max(7).optional())
      .describe('Código IBGE da cidade do local (opcional): precisa ser a cidade de quem indica'),
    honeypot: storableString().optional().describe('Campo oculto: deve ficar vazio'),
  }),
);
export type IndicationForm = z.infer<typeof indicationFormSchema>;

export const hostConfirmationSchema = z.object({
  token: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() : ''),
      storableString().min(1, indicationMessages.hostLinkInvalid).max(200),
    )
    .describe('O token do link enviado por e-mail ao anfitrião'),
});
export type HostConfirmationRequest = z.infer<typeof hostConfirmationSchema>;
