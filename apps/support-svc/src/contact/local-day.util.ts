/** The product's days are those of São Paulo (SPEC §9: Friday 00:00, daily limits). */
export const PRODUCT_TIME_ZONE = 'America/Sao_Paulo';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRODUCT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRODUCT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD` of the instant in America/Sao_Paulo. */
export function localDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** Whole seconds (rounded up) from the instant to the next 00:00 in America/Sao_Paulo. */
export function secondsUntilNextLocalDay(instant: Date): number {
  const parts = Object.fromEntries(timeFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const elapsedMs =
    ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 +
    instant.getUTCMilliseconds();
  return Math.ceil((24 * 60 * 60 * 1000 - elapsedMs) / 1000);
}

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: PRODUCT_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** e.g. `20/11/2026, 14:03`, in São Paulo time, for e-mails. */
export function formatLocalDateTime(instant: Date): string {
  return dateTimeFormat.format(instant);
}
