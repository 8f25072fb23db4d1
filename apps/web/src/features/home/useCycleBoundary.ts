import { useEffect } from 'react';
import { cycleChanged } from '../../api/cycle';
import { useAppDispatch } from '../../app/hooks';
import { useRestrictionStatusQuery } from './homeApi';

/** After the boundary, so the server is past it; spread, so open pages do not all ask in the same instant. */
export const BOUNDARY_DELAY_MS = 1000;
export const BOUNDARY_SPREAD_MS = 2000;
/** A long wait is taken in steps: a timer of days is unreliable (sleep, clamping), a step re-reads the clock. */
export const MAX_TIMER_MS = 60 * 60 * 1000;

/**
 * The browser-clock instant at which the week next changes, timed by the server's clock: the
 * restriction status says the next change (`next_change_at`) and the server's `now`; the time since
 * that answer arrived is added by the browser. So the dev clock, or a browser clock that is wrong,
 * does not move it.
 */
export function boundaryAt(status: { now: string; next_change_at: string }, receivedAt: number): number {
  return receivedAt + (Date.parse(status.next_change_at) - Date.parse(status.now));
}

/**
 * Keeps an open page on the week's moment (issue 28): at the next cycle change (Friday 00:00,
 * Saturday 00:00, Monday 00:00) every answer tagged with the cycle is asked again, and again when the
 * page comes back to view (tab shown, window focused) past that instant. The new restriction status
 * names the next change, and so on. The Home, the city page and the forum use it.
 */
export function useCycleBoundary(): void {
  const dispatch = useAppDispatch();
  const { data, fulfilledTimeStamp } = useRestrictionStatusQuery();
  const due = data && fulfilledTimeStamp ? boundaryAt(data, fulfilledTimeStamp) : null;

  useEffect(() => {
    if (due === null || Number.isNaN(due)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fire = () => {
      dispatch(cycleChanged());
    };
    const spread = BOUNDARY_DELAY_MS + Math.random() * BOUNDARY_SPREAD_MS;
    const arm = () => {
      const wait = due + spread - Date.now();
      if (wait <= 0) return fire();
      timer = setTimeout(wait > MAX_TIMER_MS ? arm : fire, Math.min(wait, MAX_TIMER_MS));
    };
    const onReturn = () => {
      if (document.visibilityState === 'visible' && Date.now() >= due) fire();
    };
    arm();
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [due, dispatch]);
}
