import type { EventTime } from './indication.messages.js';
import { CYCLE_TIME_ZONE, meetupDate } from './week.js';
import { instantIn } from './zoned-time.js';

// A meetup's own clock (issue 30): its time is set in the city's time zone, while the weekly cycle
// stays on São Paulo's (week.ts).

/** The IANA zone of each state, by the first two digits of its IBGE code. */
const stateTimeZones: Record<string, string> = {
  '11': 'America/Porto_Velho', // RO
  '12': 'America/Rio_Branco', // AC
  '13': 'America/Manaus', // AM
  '14': 'America/Boa_Vista', // RR
  '15': 'America/Belem', // PA
  '16': 'America/Belem', // AP
  '17': 'America/Araguaina', // TO
  '21': 'America/Fortaleza', // MA
  '22': 'America/Fortaleza', // PI
  '23': 'America/Fortaleza', // CE
  '24': 'America/Fortaleza', // RN
  '25': 'America/Fortaleza', // PB
  '26': 'America/Recife', // PE
  '27': 'America/Maceio', // AL
  '28': 'America/Maceio', // SE
  '29': 'America/Bahia', // BA
  '50': 'America/Campo_Grande', // MS
  '51': 'America/Cuiaba', // MT
};

/** Municipalities whose zone is not their state's. */
const municipalityTimeZones: Record<string, string> = {
  '2605459': 'America/Noronha', // Fernando de Noronha (PE)
};

/** The time zone of a city (IBGE code): its own when it differs from its state's, else its state's. */
export const cityTimeZone = (cityId: string): string =>
  municipalityTimeZones[cityId] ?? stateTimeZones[cityId.slice(0, 2)] ?? CYCLE_TIME_ZONE;

/** The periods a nominator chooses from, and the times a host may set within each (inclusive). */
export const meetupPeriods: Record<EventTime, { label: string; from: string; to: string }> = {
  'Manhã - Horário a combinar': { label: 'Manhã', from: '06:00', to: '11:59' },
  'Tarde - Horário a combinar': { label: 'Tarde', from: '12:00', to: '17:59' },
  'Noite - Horário a combinar': { label: 'Noite', from: '18:00', to: '23:59' },
};

const periodOf = (eventTime: string) =>
  meetupPeriods[eventTime as EventTime] ?? meetupPeriods['Noite - Horário a combinar'];

/** Whether `HH:MM` falls within the period of `eventTime` (HH:MM compares as text). */
export const withinPeriod = (eventTime: string, startsAt: string): boolean => {
  const { from, to } = periodOf(eventTime);
  return startsAt >= from && startsAt <= to;
};

const hhmm = (value: string) => value.split(':').map(Number) as [number, number];

/** What a meetup's moments are computed from. */
export type MeetupClock = {
  event_day: string;
  event_time: string;
  starts_at: string | null;
  time_zone: string;
};

/**
 * A meetup's moments, in its city's zone: when it starts (`starts_at`, else the period's start), the
 * end of its day, and the day before at 18:00 (the first reminder).
 */
export function meetupMoments(week: string, m: MeetupClock) {
  const date = meetupDate(week, m.event_day);
  const [hour, minute] = hhmm(m.starts_at ?? periodOf(m.event_time).from);
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  const previous = new Date(Date.UTC(date.year, date.month - 1, date.day - 1));
  const dateOf = (d: Date) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
  return {
    date,
    startsAt: instantIn(m.time_zone, date, hour, minute),
    dayEnds: instantIn(m.time_zone, dateOf(next)),
    dayBefore18h: instantIn(m.time_zone, dateOf(previous), 18),
  };
}
