/**
 * The weekly cycle's calendar (SPEC §1, §9): ISO weeks of America/Sao_Paulo. Nominations and votes
 * Monday 00:00 – Thursday 23:59, the top three revealed Friday 00:00, the host confirms by Friday
 * 23:59, the forum runs Friday–Sunday. Pure functions of an instant: callers pass their Clock's `now`.
 */
import { instantIn, wallClockIn } from './zoned-time.js';

export const CYCLE_TIME_ZONE = 'America/Sao_Paulo';

/** ISO day numbers: 1 = Monday … 7 = Sunday. */
export type IsoDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const dayNames: Record<IsoDay, string> = {
  1: 'Segunda-feira',
  2: 'Terça-feira',
  3: 'Quarta-feira',
  4: 'Quinta-feira',
  5: 'Sexta-feira',
  6: 'Sábado',
  7: 'Domingo',
};

export type LocalTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  isoDay: IsoDay;
};

export type WeekOf = {
  /** `2026-W48` */
  week: string;
  year: number;
  weekNumber: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last second asked for: a request asks several times, formatToParts is costly. */
let lastSecond: { second: number; time: LocalTime } | undefined;

/** The wall-clock time in São Paulo at `instant`. */
export function localTime(instant: Date): LocalTime {
  const second = Math.floor(instant.getTime() / 1000);
  if (lastSecond?.second === second) return lastSecond.time;
  const time = formatLocalTime(instant);
  lastSecond = { second, time: Object.freeze(time) };
  return time;
}

function formatLocalTime(instant: Date): LocalTime {
  const { year, month, day, hour, minute, second } = wallClockIn(CYCLE_TIME_ZONE, instant);
  return { year, month, day, hour, minute, second, isoDay: isoDayOf(year, month, day) };
}

function isoDayOf(year: number, month: number, day: number): IsoDay {
  return (((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1) as IsoDay;
}

/** The instant at which São Paulo's clocks read the given wall time. */
export function zonedInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return instantIn(CYCLE_TIME_ZONE, { year, month, day }, hour, minute);
}

/** Local minus UTC, in ms, at `instant`. */
function offsetAt(instant: Date): number {
  const t = localTime(instant);
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

function weekOfDate(year: number, month: number, day: number): WeekOf {
  const date = new Date(Date.UTC(year, month - 1, day));
  const isoDay = isoDayOf(year, month, day);
  const thursday = new Date(date.getTime() + (4 - isoDay) * DAY_MS);
  const weekYear = thursday.getUTCFullYear();
  const weekNumber = 1 + Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / (7 * DAY_MS));
  return { week: formatWeek(weekYear, weekNumber), year: weekYear, weekNumber };
}

const formatWeek = (year: number, weekNumber: number) => `${year}-W${String(weekNumber).padStart(2, '0')}`;

/** The São Paulo ISO week that `instant` falls in. */
export function weekOf(instant: Date): WeekOf {
  const t = localTime(instant);
  return weekOfDate(t.year, t.month, t.day);
}

export function parseWeek(week: string): { year: number; weekNumber: number } {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) throw new Error(`not an ISO week: ${week}`);
  return { year: Number(match[1]), weekNumber: Number(match[2]) };
}

/** The calendar date (São Paulo) of a day of an ISO week. */
export function dateOfWeekDay(week: string, isoDay: IsoDay): { year: number; month: number; day: number } {
  const { year, weekNumber } = parseWeek(week);
  const jan4 = Date.UTC(year, 0, 4);
  const jan4Day = isoDayOf(year, 1, 4);
  const date = new Date(jan4 + ((weekNumber - 1) * 7 + (isoDay - jan4Day)) * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The instant of `hour:minute` on a day of an ISO week, São Paulo time. */
export function weekInstant(week: string, isoDay: IsoDay, hour = 0, minute = 0): Date {
  const { year, month, day } = dateOfWeekDay(week, isoDay);
  return zonedInstant(year, month, day, hour, minute);
}

export function nextWeek(week: string): string {
  const { year, month, day } = dateOfWeekDay(week, 1);
  const next = new Date(Date.UTC(year, month - 1, day) + 7 * DAY_MS);
  return weekOfDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()).week;
}

export function previousWeek(week: string): string {
  const { year, month, day } = dateOfWeekDay(week, 1);
  const previous = new Date(Date.UTC(year, month - 1, day) - 7 * DAY_MS);
  return weekOfDate(previous.getUTCFullYear(), previous.getUTCMonth() + 1, previous.getUTCDate()).week;
}

/** Moments of a week's cycle, as instants. */
export const cycleMoments = (week: string) => ({
  /** Monday 00:00: nominations and votes open. */
  opens: weekInstant(week, 1),
  /** Thursday 23:00: high-risk vote clusters are put under review (the `integrity_auto_hold` setting). */
  integrityHold: weekInstant(week, 4, 23),
  /** Friday 00:00: nominations and votes close, the top three are revealed. */
  reveal: weekInstant(week, 5),
  /** Friday 18:00: an unconfirmed host is reminded. */
  hostReminder: weekInstant(week, 5, 18),
  /** Saturday 00:00: an unconfirmed host hands over ("confirms by Friday 23:59"). */
  hostDeadline: weekInstant(week, 6),
  /** Next Monday 00:00: the week's meetups become the last encounter. */
  ends: weekInstant(nextWeek(week), 1),
});

/** Monday to Thursday: nominations and votes are open. */
export const isNominationDay = (instant: Date): boolean => localTime(instant).isoDay <= 4;

/** The last week whose winners are due at `instant` (this week from Friday 00:00, else the previous one). */
export function lastRevealedWeek(instant: Date): string {
  const { week } = weekOf(instant);
  return isNominationDay(instant) ? previousWeek(week) : week;
}

/**
 * The first instant after `instant` at which what the app shows of the week changes: Friday 00:00
 * (votes close, the winners are out), Saturday 00:00 (an unconfirmed host hands over) and Monday
 * 00:00 (the forums close, nominations and votes open).
 */
export function nextCycleChange(instant: Date): Date {
  const { reveal, hostDeadline, ends } = cycleMoments(weekOf(instant).week);
  return [reveal, hostDeadline, ends].find((moment) => moment.getTime() > instant.getTime())!;
}

/** `instant` as São Paulo's wall time with its offset, ISO-8601: `2026-11-27T00:00:00-03:00`. */
export function zonedIso(instant: Date): string {
  const t = localTime(instant);
  const offset = Math.round(offsetAt(instant) / 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const zone = `${offset < 0 ? '-' : '+'}${p(Math.floor(Math.abs(offset) / 60))}:${p(Math.abs(offset) % 60)}`;
  return `${isoDate(t)}T${p(t.hour)}:${p(t.minute)}:${p(t.second)}${zone}`;
}

export const eventDayNumbers = { Sábado: 6, Domingo: 7 } as const satisfies Record<string, IsoDay>;

/** `YYYY-MM-DD` of a calendar date. */
export const isoDate = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * The calendar date of a meetup: the Saturday, or the Sunday when `eventDay` is 'Domingo', of its
 * week. Every service dates the meetup with this one rule (`isoDate` makes it `YYYY-MM-DD`).
 */
export const meetupDate = (week: string, eventDay: string): { year: number; month: number; day: number } =>
  dateOfWeekDay(week, eventDay === 'Domingo' ? eventDayNumbers.Domingo : eventDayNumbers.Sábado);
