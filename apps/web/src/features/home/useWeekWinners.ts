import { useEffect, useState } from 'react';
import type { WinnerList } from '@encontro/contracts';
import { useCityWinnersQuery } from './homeApi';

/**
 * What the week shows of a city: its venues in voting (Monday–Thursday), its winners, or from
 * Friday a week that ended without winners (no venue got a vote) — never the voting list then.
 * `closing`: Friday's close has not run yet (it runs within seconds of 00:00).
 */
export type WeekOutcome = 'voting' | 'closing' | 'winners' | 'none';

/** How often the winners are asked again while the week is being closed. */
export const CLOSING_POLL_MS = 2000;

export function weekOutcome(list: WinnerList | undefined, revealed: boolean): WeekOutcome {
  if (list && list.winners.length > 0) return 'winners';
  if (!revealed) return 'voting';
  return list?.week_closed ? 'none' : 'closing';
}

/**
 * The city's winners and the week's outcome; `revealed` is whether the winners are due (from
 * Friday 00:00, the restriction status's `winners_revealed`). While the close has not run, the
 * winners are asked again every few seconds until it has.
 */
export function useWeekWinners(city: string, revealed: boolean) {
  const [closing, setClosing] = useState(false);
  const winners = useCityWinnersQuery(city, { pollingInterval: closing ? CLOSING_POLL_MS : 0 });
  const outcome = weekOutcome(winners.data, revealed);
  const waiting = outcome === 'closing' && winners.data !== undefined && !winners.isError;
  useEffect(() => setClosing(waiting), [waiting]);
  return { winners, outcome };
}
