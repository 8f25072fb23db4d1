/** Built on first use: an Intl formatter costs its locale and time-zone data, which a page may never need. */
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const dateFormat = once(
  () => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }),
);
const fullDateFormat = once(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }),
);
const numberFormat = once(() => new Intl.NumberFormat('pt-BR'));

const dateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    }),
);
const numericDateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'America/Sao_Paulo',
    }),
);

type DateValue = string | number | Date | null | undefined;

/** `format` of the value in São Paulo time, or the SPEC §8 fallbacks: none, or not a date. */
const withFallbacks =
  (format: () => Intl.DateTimeFormat) =>
  (value: DateValue): string => {
    if (value === null || value === undefined || value === '') return 'Data não disponível';
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return 'Data inválida';
    return format().format(date);
  };

/** A pt-BR date ("5 de março de 2024"), or the §8 fallbacks. */
export const formatDate = withFallbacks(dateFormat);

/** A date and time in words ("5 de março de 2024 às 12:00"), or the §8 fallbacks. */
export const formatDateTime = withFallbacks(dateTimeFormat);

/** A date and time in digits ("06/12/2026, 20:15"), for lines where words would be long, or the §8 fallbacks. */
export const formatNumericDateTime = withFallbacks(numericDateTimeFormat);

/** "sexta-feira, 5 de março de 2024" */
export function formatFullDate(date: Date): string {
  return fullDateFormat().format(date);
}

export function formatNumber(value: number): string {
  // An integer below a thousand has no separator: its digits, without building the formatter.
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return numberFormat().format(value);
}

const KB = 1024;
const MB = 1024 * KB;
const megabytesFormat = once(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** A file's size as people read it: "18 KB" below 0,1 MB, else "1,1 MB" (one decimal, binary units as the 2MB rule). */
export function formatBytes(bytes: number): string {
  if (bytes < MB / 10) return `${Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / KB))} KB`;
  return `${megabytesFormat().format(bytes / MB)} MB`;
}
