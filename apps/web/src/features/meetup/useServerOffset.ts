import { useRestrictionStatusQuery } from '../home/homeApi';

/**
 * How far the server's clock is ahead of the browser's (ms), from the restriction status's `now` and
 * when it arrived: a deadline the server set is counted down on its clock, so the dev clock, or a
 * phone whose clock is wrong, does not move it.
 */
export function useServerOffset(): number {
  const { data, fulfilledTimeStamp } = useRestrictionStatusQuery();
  const offset = data && fulfilledTimeStamp ? Date.parse(data.now) - fulfilledTimeStamp : 0;
  return Number.isNaN(offset) ? 0 : offset;
}
