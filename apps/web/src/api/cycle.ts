import { baseApi } from './baseApi';
import { readApiError } from './errors';

/**
 * The one tag of every answer that depends on the moment of the week (SPEC §1: nominate and vote
 * Monday–Thursday, winners from Friday 00:00, the host until Saturday 00:00, forums until Sunday):
 * the restriction status, the city's indications and winners, one's own nominations, the forum and
 * the last encounter. Invalidating it refetches whatever of those a page shows.
 */
export const CYCLE_TAG = 'Cycle' as const;

/** The week moved on: every answer tagged with the cycle is asked again. */
export const cycleChanged = () => baseApi.util.invalidateTags([CYCLE_TAG]);

/**
 * Statuses with which the API refuses an action whose moment has passed or whose state changed
 * elsewhere (votes closed at Friday 00:00, forum closed, nominations closed, a vote or presence
 * already given): the page's picture of the week is out of date.
 */
const staleRefusals = new Set([403, 409]);

export const isCycleRefusal = (error: unknown) => {
  const { status } = readApiError(error);
  return status !== null && staleRefusals.has(status);
};

/** A mutation's `invalidatesTags` that refetches the week when the API refused it as out of date. */
export const cycleRefusedTags = (_result: unknown, error: unknown) =>
  error !== undefined && isCycleRefusal(error) ? [CYCLE_TAG] : [];
