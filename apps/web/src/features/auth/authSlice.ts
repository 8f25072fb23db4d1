import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@encontro/contracts';
import { authApi } from './authApi';
import { readStored, sessionExpired, storageKeys } from './session';

export type AuthState = {
  token: string | null;
  user: User | null;
  /** True once the start-up /api/me check has finished (or was not needed). */
  initialized: boolean;
  /** The e-mail waiting for verification, used to resend the validation e-mail. */
  pendingEmail: string | null;
};

export function loadAuthState(): AuthState {
  return {
    token: readStored(storageKeys.token),
    user: null,
    initialized: false,
    pendingEmail: readStored(storageKeys.pendingEmail),
  };
}

const signedOut = (state: AuthState) => {
  state.token = null;
  state.user = null;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthState,
  reducers: {
    loggedOut: signedOut,
    initialized: (state) => {
      state.initialized = true;
    },
    userUpdated: (state, action: PayloadAction<User>) => {
      state.user = action.payload;
    },
    pendingEmailSet: (state, action: PayloadAction<string | null>) => {
      state.pendingEmail = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, signedOut)
      .addMatcher(authApi.endpoints.login.matchFulfilled, (state, { payload }) => {
        state.token = payload.token;
        state.user = payload.user;
        if (state.pendingEmail === payload.user.email) state.pendingEmail = null;
      })
      .addMatcher(authApi.endpoints.me.matchFulfilled, (state, { payload }) => {
        state.user = payload.user;
      });
  },
  selectors: {
    selectToken: (s) => s.token,
    selectUser: (s) => s.user,
    selectInitialized: (s) => s.initialized,
    selectPendingEmail: (s) => s.pendingEmail,
    selectIsAuthenticated: (s) => Boolean(s.token && s.user),
    selectIsAdmin: (s) => Boolean(s.token && s.user?.is_admin),
  },
});

export const { loggedOut, initialized, userUpdated, pendingEmailSet } = authSlice.actions;
export const {
  selectToken,
  selectUser,
  selectInitialized,
  selectPendingEmail,
  selectIsAuthenticated,
  selectIsAdmin,
} = authSlice.selectors;
