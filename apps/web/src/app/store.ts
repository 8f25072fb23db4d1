import {
  combineReducers,
  configureStore,
  type Action,
  type Middleware,
  type ThunkAction,
} from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { authSlice, loadAuthState, type AuthState } from '../features/auth/authSlice';
import { storageKeys, writeStored } from '../features/auth/session';
import { toastSlice } from '../ui/toastSlice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [toastSlice.reducerPath]: toastSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

// SPEC §3: token and pendingEmail (and the sign-up's return path, and whether a block ended the session) are kept in
// the browser; mirror them as soon as they change.
const persistAuth: Middleware<object, RootState> = (api) => (next) => (action) => {
  const before: AuthState = api.getState().auth;
  const result = next(action);
  const after: AuthState = api.getState().auth;
  if (after.token !== before.token) writeStored(storageKeys.token, after.token);
  if (after.pendingEmail !== before.pendingEmail) writeStored(storageKeys.pendingEmail, after.pendingEmail);
  if (after.returnPath !== before.returnPath) writeStored(storageKeys.returnPath, after.returnPath);
  if (after.sessionBlocked !== before.sessionBlocked)
    writeStored(storageKeys.sessionBlocked, after.sessionBlocked ? 'true' : null);
  return result;
};

/** A store's starting state; `auth` may name only some fields (the rest as at a fresh start). */
export type PreloadedState = Partial<Omit<RootState, 'auth'>> & { auth?: Partial<AuthState> };

export function makeStore({ auth, ...rest }: PreloadedState = {}) {
  const preloadedState: Partial<RootState> = auth ? { ...rest, auth: { ...loadAuthState(), ...auth } } : rest;
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, persistAuth),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, Action>;
