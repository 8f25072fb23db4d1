import { useCallback, useEffect, useRef, useState } from 'react';
import type { ForumUpdate } from '@encontro/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useLatest } from '../../../ui/useLatest';
import { sessionRefused } from '../../auth/authThunks';
import {
  ForumLiveSession,
  type LiveMode,
  type LiveState,
  type LiveStatus,
  SeenUpdates,
} from './forumLiveSession';

export type { LiveMode, LiveStatus } from './forumLiveSession';

export type ForumLive = { status: LiveStatus; mode: LiveMode; reconnect: () => void };

const initial: LiveState = { status: 'connecting', mode: null };

/**
 * The forum page's real-time connection (shared-forum-contract.md): push first, polling every 3 s as
 * the fallback, paused while the tab is hidden, disconnected on unmount. `onUpdate` is called once
 * per update id, also across 'Reconectar'. A 401 signs the user out as any other call does.
 */
export function useForumLive(forumId: string, onUpdate: (update: ForumUpdate) => void): ForumLive {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const userId = useAppSelector((state) => state.auth.user?.user_id ?? null);
  const [state, setState] = useState<{ key: string; live: LiveState }>({ key: '', live: initial });
  const [attempt, setAttempt] = useState(0);

  const onUpdateRef = useLatest(onUpdate);
  const userIdRef = useLatest(userId);
  const seenRef = useRef<{ forumId: string; seen: SeenUpdates } | null>(null);

  const key = `${forumId}|${token ?? ''}|${attempt}`;
  useEffect(() => {
    if (!token) return;
    if (seenRef.current?.forumId !== forumId) seenRef.current = { forumId, seen: new SeenUpdates() };
    const session = new ForumLiveSession({
      forumId,
      token,
      userId: () => userIdRef.current,
      seen: seenRef.current.seen,
      onUpdate: (update) => onUpdateRef.current(update),
      onState: (live) => setState({ key, live }),
      // Signs out as any other 401 does, saying so when a block ended the session.
      onUnauthorized: () => void dispatch(sessionRefused()),
    });
    session.start();
    return () => session.stop();
  }, [dispatch, forumId, token, key, onUpdateRef, userIdRef]);

  const reconnect = useCallback(() => setAttempt((n) => n + 1), []);
  // A state left by an earlier forum, token or attempt is stale: the new session is connecting.
  const live: LiveState = !token
    ? { status: 'disconnected', mode: null }
    : state.key === key
      ? state.live
      : initial;
  return { ...live, reconnect };
}
