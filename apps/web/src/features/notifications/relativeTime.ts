import { formatDate } from '../../ui/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let format: Intl.RelativeTimeFormat | undefined;

/**
 * How long ago, in pt-BR: 'agora', 'há 5 minutos', 'há 2 horas', 'há 3 dias'; from a week on, the date
 * ('5 de março de 2024'). Never 'ontem': a notification from 30 hours ago may be from two days ago.
 */
export function relativeTime(value: string, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return formatDate(value);
  const ago = now - time;
  if (ago < MINUTE) return 'agora';
  if (ago >= 7 * DAY) return formatDate(value);
  format ??= new Intl.RelativeTimeFormat('pt-BR', { numeric: 'always' });
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  return format.format(-Math.floor(ago / DAY), 'day');
}
