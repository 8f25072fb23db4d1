import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest `value` (updated after each render that changes it), so that
 * listeners set up once (document events, a connection) call today's callback without re-subscribing.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
