import type { AppThunk } from '../../app/store';
import { navigateTo } from '../../app/navigation';
import { baseApi } from '../../api/baseApi';
import { authApi } from './authApi';
import { initialized, loggedOut, sessionUnconfirmed } from './authSlice';
import { sessionExpired } from './session';

/**
 * Asks /api/me about the stored token. A 401 ends the session (the API layer clears the token); a
 * network error or any other failure keeps it, marked unconfirmed, to be checked again.
 * Resolves to true once the user is known.
 */
export const checkSession = (): AppThunk<Promise<boolean>> => async (dispatch, getState) => {
  if (!getState().auth.token) return false;
  const request = dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
  const result = await request;
  request.unsubscribe();
  if (!result.isError) return true;
  if (getState().auth.token) dispatch(sessionUnconfirmed());
  return false;
};

/**
 * A call made outside the API layer (the forum's live connection) got a 401: /api/me, asked through
 * the API layer, ends the session saying whether a block ended it; the session ends either way.
 */
export const sessionRefused = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const request = dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
  await request;
  request.unsubscribe();
  if (!getState().auth.token) return;
  dispatch(sessionExpired());
  navigateTo('/login');
};

/** SPEC §4: with a stored token, /api/me decides the session before the first page shows. */
export const initAuth = (): AppThunk<Promise<void>> => async (dispatch) => {
  await dispatch(checkSession());
  dispatch(initialized());
};

/** Tells the gateway (best effort), then forgets the session and every cached server answer. */
export const logout = (): AppThunk<Promise<void>> => async (dispatch) => {
  const request = dispatch(authApi.endpoints.logout.initiate());
  try {
    await request.unwrap();
  } catch {
    // The session ends on this device whatever the server answers.
  }
  dispatch(loggedOut());
  dispatch(baseApi.util.resetApiState());
};
