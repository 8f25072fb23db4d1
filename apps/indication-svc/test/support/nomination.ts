import type { IndicationForm } from '@encontro/contracts';

let venues = 0;

/**
 * A valid nomination form (SPEC §3 "Indication form payload"), as multipart fields. Each call names a
 * venue of its own (its own house number: 'Rua Augusta, 1000 - Consolação', then 1001…), so that
 * nominations of one city and week are not refused as the same venue (DUPLICATE_INDICATION).
 */
export function nomination(overrides: Record<string, string> = {}): Record<string, string> {
  venues += 1;
  return {
    name: 'Bar do Encontro',
    phone: '(11) 98765-4321',
    address: `Rua Augusta, ${999 + venues} - Consolação`,
    reference: 'Perto do metrô',
    website: 'https://bardoencontro.example.com',
    event_day: 'Sábado',
    event_time: 'Noite - Horário a combinar',
    attractives: 'Música ao vivo, Petiscos',
    honeypot: '',
    ...overrides,
  };
}

/** A stored photo path as the gateway passes it. */
export const photoKey = (userId: string, n = 1) =>
  `storage/indications/${userId}/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.webp`;

/**
 * `nomination()` handed straight to the handler: typed as the parsed form, though it is the strings the
 * gateway forwards, because the handler's @Rpc wrapper parses it like any request.
 */
export const nominationForm = (overrides: Record<string, string> = {}) =>
  nomination(overrides) as unknown as IndicationForm;
