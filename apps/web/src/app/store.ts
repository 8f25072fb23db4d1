import {
  combineReducers,
  configureStore,
  type Action,
  type Middleware,
  type ThunkAction,
} from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { authSlice, type AuthState } from '../features/auth/authSlice';
import { storageKeys, writeStored } from '../features/auth/session';
import { toastSlice } from '../ui/toastSlice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [toastSlice.reducerPath]: toastSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

// SPEC §3: token and pendingEmail are kept in the browser; mirror them as soon as they change.
const persistAuth: Middleware<object, RootState> = (api) => (next) => (action) => {
  const before: AuthState = api.getState().auth;
  const result = next(action);
  const after: AuthState = api.getState().auth;
  if (after.token !== before.token) writeStored(storageKeys.token, after.token);
  if (after.pendingEmail !== before.pendingEmail) writeStored(storageKeys.pendingEmail, after.pendingEmail);
  return result;
};

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, persistAuth),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, Action>;
