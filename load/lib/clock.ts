// Where in the week a scenario runs. Against a stack with the dev clock (npm start, a staging stack
// started outside the Helm chart) and LOAD_SET_CLOCK=1, setup moves the clock there; against
// production (the chart never enables the dev clock) the scenario must be run in its real window —
// setup checks the São Paulo weekday and refuses otherwise (LOAD_ANY_DAY=1 skips the check).
import { fail } from 'k6';
import { devClock, setDevClock, type Scenario } from './api.ts';

const DAY = 24 * 60 * 60 * 1000;
const SP_OFFSET = 3 * 60 * 60 * 1000; // America/Sao_Paulo is UTC−3 all year (no DST since 2019)
const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant of a São Paulo wall time (as UTC fields of `wallMs`). */
export function spInstant(wallMs: number): string {
  const d = new Date(wallMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:00-03:00`;
}

/** Monday 00:00 (wall time, as UTC fields) of the ISO week `weeksAhead` after the instant `now`. */
export function mondayAfter(now: string, weeksAhead: number): number {
  const wall = new Date(new Date(now).getTime() - SP_OFFSET);
  const isoDay = ((wall.getUTCDay() + 6) % 7) + 1;
  return (
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) -
    (isoDay - 1) * DAY +
    weeksAhead * 7 * DAY
  );
}

/** The instant of a scenario's moment (ISO weekday 1–7, "HH:MM") in the week starting `mondayWall`. */
export function momentOf(mondayWall: number, clock: Scenario['clock']): string {
  const [hours = 0, minutes = 0] = clock.time.split(':').map(Number);
  return spInstant(mondayWall + (clock.day - 1) * DAY + (hours * 60 + minutes) * 60 * 1000);
}

/**
 * The week a run uses: with the dev clock and LOAD_SET_CLOCK=1, the Monday (wall ms) of
 * LOAD_WEEK_MONDAY (YYYY-MM-DD) or of the week two weeks after the stack's clock (never used before);
 * null on a real clock.
 */
export function chooseWeek(): number | null {
  const now = devClock();
  if (!now || __ENV.LOAD_SET_CLOCK !== '1') return null;
  return __ENV.LOAD_WEEK_MONDAY ? Date.parse(`${__ENV.LOAD_WEEK_MONDAY}T00:00:00Z`) : mondayAfter(now, 2);
}

/**
 * Puts the stack at a moment of the chosen week (dev clock), or checks that the real clock is in the
 * scenario's window (Monday–Thursday for days 1–4, else that very day).
 */
export function enter(week: number | null, scenario: Scenario, at: Scenario['clock'] = scenario.clock): void {
  if (week !== null) {
    setDevClock(momentOf(week, at));
    return;
  }
  const wall = new Date(Date.now() - SP_OFFSET);
  const isoDay = ((wall.getUTCDay() + 6) % 7) + 1;
  const inWindow = at.day <= 4 ? isoDay >= 1 && isoDay <= 4 : isoDay === at.day;
  if (!inWindow && __ENV.LOAD_ANY_DAY !== '1')
    fail(
      `"${scenario.title}" runs on ISO weekday ${at.day} in São Paulo; today is ${isoDay}. Run it in its ` +
        'window, or set LOAD_SET_CLOCK=1 against a stack with the dev clock (LOAD_ANY_DAY=1 skips this check).',
    );
}
