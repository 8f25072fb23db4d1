import { zoneName } from '@encontro/contracts';
import { formatFullDate } from '../../ui/format';
// São Paulo's zone, contracts' CYCLE_TIME_ZONE, written out: importing it brings the whole week
// calendar (week.ts) to the Home's first screen.
const CYCLE_TIME_ZONE = 'America/Sao_Paulo';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterIn(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('pt-BR', {
      timeZone,
      weekday: 'long',
      day: '2-digit',
      month: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** "(horário de Manaus)" when the meetup's zone is not São Paulo's, else null. */
export function zoneNote(timeZone: string): string | null {
  if (timeZone === CYCLE_TIME_ZONE) return null;
  return `(horário de ${zoneName(timeZone)})`;
}

/** What a meetup's time is read from: its day (YYYY-MM-DD), the host's time and the city's zone. */
export type MeetupTimeSource = { event_date: string; starts_at: string | null; time_zone: string };

function partsOf(m: MeetupTimeSource) {
  if (!m.starts_at) return null;
  const [year = 0, month = 1, day = 1] = m.event_date.split('-').map(Number);
  // Noon UTC is the same calendar day in every Brazilian zone (UTC−2 to UTC−5): the day is read in the
  // meetup's zone, and `starts_at` is already its wall-clock time there.
  const part: Record<string, string> = {};
  for (const p of formatterIn(m.time_zone).formatToParts(new Date(Date.UTC(year, month - 1, day, 12))))
    part[p.type] = p.value;
  const weekday = (part.weekday ?? '').replace(/^./, (c) => c.toUpperCase());
  return { day: `${weekday}, ${part.day}/${part.month}`, time: m.starts_at, note: zoneNote(m.time_zone) };
}

/**
 * "Sábado, 05/12 às 19:30", with "(horário de Manaus)" outside São Paulo's zone, in the meetup's own
 * zone; null while the host has not set the time.
 */
export function meetupWhen(m: MeetupTimeSource): string | null {
  const p = partsOf(m);
  if (!p) return null;
  const when = `${p.day} às ${p.time}`;
  return p.note ? `${when} ${p.note}` : when;
}

/** The time alone, where the day is shown apart: "19:30 (horário de Manaus)"; null while unset. */
export function meetupClockTime(m: MeetupTimeSource): string | null {
  const p = partsOf(m);
  if (!p) return null;
  return p.note ? `${p.time} ${p.note}` : p.time;
}

/** A meetup's day, `YYYY-MM-DD`, as "sábado, 5 de dezembro de 2026" (noon in São Paulo, so the day never shifts). */
export function meetupFullDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00-03:00`);
  return Number.isNaN(parsed.getTime()) ? date : formatFullDate(parsed);
}
