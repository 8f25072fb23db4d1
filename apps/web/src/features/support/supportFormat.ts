import { foldAccents } from '@encontro/contracts';
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** "5 de março de 2024 às 12:00", or the §8 fallbacks. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return 'Data não disponível';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Data inválida';
  return dateTimeFormat.format(date);
}

/** Seconds until the daily contact count restarts, as "5h 12min" / "12min". */
export function formatTimeRemaining(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}min`;
  return m === 0 ? `${h}h` : `${h}h ${m}min`;
}

/** Case- and accent-insensitive text for the FAQ search. */
export const foldText = foldAccents;
