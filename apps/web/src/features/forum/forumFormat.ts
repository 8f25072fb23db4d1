import { formatDate } from '../../ui/format';

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** "06/12/2026, 20:15" in São Paulo time, or the SPEC §8 date fallbacks. */
export function formatDateTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return formatDate(value);
  return dateTimeFormat.format(date);
}

/** "1 comentário", "3 comentários". */
export const commentsLabel = (n: number) => (n === 1 ? '1 comentário' : `${n} comentários`);
