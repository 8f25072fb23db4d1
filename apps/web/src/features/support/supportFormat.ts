import { foldAccents } from '@encontro/contracts';

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
