import { useEffect, useState } from 'react';
import { checkinWindow, type MeetupClock } from '@encontro/contracts';
import { useServerOffset } from '../meetup/useServerOffset';

// setTimeout's longest delay; a later boundary is reached in several steps.
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Whether the meetup's check-in is open now on the server's clock (an hour before it starts until its
 * day ends, contracts' checkinWindow); the page changes by itself when the window opens or closes.
 */
export function useCheckinOpen(meetup: MeetupClock & { week: string }): boolean {
  const offset = useServerOffset();
  const [now, setNow] = useState(() => Date.now());
  const { opensAt, closesAt } = checkinWindow(meetup.week, meetup);
  const serverNow = now + offset;
  const next =
    serverNow < opensAt.getTime()
      ? opensAt.getTime()
      : serverNow < closesAt.getTime()
        ? closesAt.getTime()
        : null;

  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(Math.max(next - serverNow, 0) + 50, MAX_DELAY_MS),
    );
    return () => clearTimeout(timer);
  }, [next, serverNow]);

  return next === closesAt.getTime();
}
