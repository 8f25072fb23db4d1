import { z } from 'zod';
import { requiredText } from './fields.js';
import { eventDays, eventTimes, indicationMessages } from './indication.messages.js';
import { storableString, text } from './text.js';
import { isValidWebsite, normalisePhone, normaliseWebsite } from './venue-contact.js';

// The nomination form (SPEC §3 Indication form payload, §5 Indication) and the host's confirmation link.

/** Weekly cap of indications per city: the FAQ's 10 (the terms say 5; see docs/decisions.md). */
export const DEFAULT_WEEKLY_CITY_CAP = 10;

/** "a, b ,c" → ["a", "b", "c"] (SPEC §3: attractives is a list made from comma-separated text). */
export const splitAttractions = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

// As written, before normalising: room for "+55 (48) 9 9988-7766 " or a link's tracking query; what is
// stored keeps SPEC §5's limits (a phone at most 15 characters, a website 100).
const PHONE_WRITTEN_MAX = 30;
const WEBSITE_WRITTEN_MAX = 300;

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
          .max(PHONE_WRITTEN_MAX, indicationMessages.phoneInvalid)
          .transform((v, ctx) => {
            const phone = v === '' ? '' : normalisePhone(v);
            if (phone !== null) return phone;
            ctx.addIssue({ code: 'custom', message: indicationMessages.phoneInvalid });
            return z.NEVER;
          }),
      )
      .optional()
      .describe(
        'Telefone (opcional), guardado como (XX) 9XXXX-XXXX ou (XX) XXXX-XXXX; aceita +55, 0 e o código da operadora, espaços, pontos e traços',
      ),
    website: text()
      .pipe(
        z
          .string()
          .max(WEBSITE_WRITTEN_MAX, indicationMessages.websiteTooLong)
          .transform(normaliseWebsite)
          .pipe(
            z
              .string()
              .max(100, indicationMessages.websiteTooLong)
              .refine((v) => v === '' || isValidWebsite(v), indicationMessages.websiteInvalid),
          ),
      )
      .optional()
      .describe(
        'Site ou Instagram (opcional, até 100 caracteres): um link sem http(s):// ganha https://; @perfil ou instagram.com/perfil é guardado como https://instagram.com/perfil',
      ),
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
