import type { AppThunk } from '../../app/store';
import { baseApi } from '../../api/baseApi';
import { authApi } from './authApi';
import { initialized, loggedOut } from './authSlice';

/** SPEC §4: with a stored token, /api/me decides the session; a failure clears token and user. */
export const initAuth = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  if (getState().auth.token) {
    const request = dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
    const result = await request;
    request.unsubscribe();
    if (result.isError) dispatch(loggedOut());
  }
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
