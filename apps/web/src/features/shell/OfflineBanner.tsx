import { useEffect, useState, useSyncExternalStore } from 'react';
import { baseApi } from '../../api/baseApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppThunk, RootState } from '../../app/store';
import { Button } from '../../ui/Button';
import './offline.css';

export const offlineText = 'Sem conexão. Algumas informações podem estar desatualizadas.';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const browserOnline = () => navigator.onLine;

/** No answer at all (the network), as opposed to an error the server answered with. */
const isNetworkError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');

type CachedQuery = NonNullable<RootState['api']['queries'][string]>;
const queries = (state: RootState) => Object.values(state.api.queries).filter((q): q is CachedQuery => !!q);

/**
 * The API is out of reach when the newest request that ended got no answer: a later answer (even an
 * error) means the network is back. A query being retried keeps its network error until it succeeds.
 */
export function selectApiUnreachable(state: RootState): boolean {
  let lastAnswer = 0;
  let lastFailure = 0;
  for (const query of queries(state)) {
    if (query.status !== 'fulfilled' && isNetworkError(query.error))
      lastFailure = Math.max(lastFailure, query.startedTimeStamp ?? 0);
    else if (query.status === 'fulfilled') lastAnswer = Math.max(lastAnswer, query.fulfilledTimeStamp ?? 0);
    else if (query.status === 'rejected') lastAnswer = Math.max(lastAnswer, query.startedTimeStamp ?? 0);
  }
  return lastFailure > lastAnswer;
}

type Refetchable = {
  initiate(arg: unknown, options: { subscribe: false; forceRefetch: true }): AppThunk<PromiseLike<unknown>>;
};

/** Asks again every query that got no answer; the pages showing them update themselves. */
export const retryUnansweredQueries = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const endpoints = baseApi.endpoints as unknown as Record<string, Refetchable | undefined>;
  const retries = queries(getState())
    .filter((query) => query.status === 'rejected' && isNetworkError(query.error))
    .flatMap((query) => {
      const endpoint = query.endpointName ? endpoints[query.endpointName] : undefined;
      const options = { subscribe: false, forceRefetch: true } as const;
      return endpoint ? [dispatch(endpoint.initiate(query.originalArgs, options))] : [];
    });
  await Promise.all(retries);
};

/**
 * The app shell's connection notice: with the browser offline, or the API out of reach, it says so
 * (the pages keep what they already show) and offers to try again; back online, it retries by itself.
 */
export function OfflineBanner() {
  const dispatch = useAppDispatch();
  const online = useSyncExternalStore(subscribe, browserOnline, () => true);
  const unreachable = useAppSelector(selectApiUnreachable);
  const [retrying, setRetrying] = useState(false);
  const offline = !online || unreachable;

  useEffect(() => {
    const onOnline = () => void dispatch(retryUnansweredQueries());
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [dispatch]);

  const retry = async () => {
    setRetrying(true);
    await dispatch(retryUnansweredQueries());
    setRetrying(false);
  };

  return (
    <div className={offline ? 'offline-banner' : 'offline-banner offline-banner--hidden'}>
      <p className="offline-banner__text" role="status">
        {offline ? offlineText : ''}
      </p>
      {offline && (
        <Button
          variant="secondary"
          className="offline-banner__retry"
          loading={retrying}
          onClick={() => void retry()}
        >
          Tentar reconectar
        </Button>
      )}
    </div>
  );
}
