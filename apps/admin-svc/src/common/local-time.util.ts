import { localTime, zonedInstant } from '@encontro/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The São Paulo month of `instant` as its first day: '2026-11-01'. */
export function monthKey(instant: Date): string {
  const t = localTime(instant);
  return `${t.year}-${pad(t.month)}-01`;
}

/** The month before a month key: '2026-01-01' → '2025-12-01'. */
export function previousMonthKey(key: string): string {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${pad(month - 1)}-01`;
}

/** The instant São Paulo's day of `instant` began (00:00 local). */
export function startOfLocalDay(instant: Date): Date {
  const t = localTime(instant);
  return zonedInstant(t.year, t.month, t.day);
}
