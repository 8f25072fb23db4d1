// Wall clocks of any IANA zone: São Paulo's for the weekly cycle (week.ts), a city's for its meetup
// (meetup-time.ts). No imports, so both build on it.

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time in `timeZone` at `instant`. */
export function wallClockIn(timeZone: string, instant: Date): WallClock {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second };
}

/** The instant at which clocks in `timeZone` read the given wall time. */
export function instantIn(
  timeZone: string,
  date: { year: number; month: number; day: number },
  hour = 0,
  minute = 0,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const offsetAt = (guess: number) => {
    const t = wallClockIn(timeZone, new Date(guess));
    return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute) - Math.floor(guess / 60_000) * 60_000;
  };
  let guess = wall - offsetAt(wall);
  guess = wall - offsetAt(guess);
  return new Date(guess);
}
