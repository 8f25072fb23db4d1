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
  /** Where the sign-up of pendingEmail was headed; the first login afterwards goes there. */
  returnPath: string | null;
  /**
   * The stored token could not be checked (network error or 5xx on /api/me): the session is kept
   * and checked again; only a 401 ends it.
   */
  sessionUnconfirmed: boolean;
  /** The person signed out (or deleted the account) themselves: /login then remembers no page. */
  signedOutOnPurpose: boolean;
  /** The session ended because the account was blocked: /login says so until the next sign-in. */
  sessionBlocked: boolean;
};

export function loadAuthState(): AuthState {
  return {
    token: readStored(storageKeys.token),
    user: null,
    initialized: false,
    pendingEmail: readStored(storageKeys.pendingEmail),
    returnPath: readStored(storageKeys.returnPath),
    sessionUnconfirmed: false,
    signedOutOnPurpose: false,
    sessionBlocked: readStored(storageKeys.sessionBlocked) === 'true',
  };
}

const signedOut = (state: AuthState) => {
  state.token = null;
  state.user = null;
  state.sessionUnconfirmed = false;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthState,
  reducers: {
    loggedOut: (state) => {
      signedOut(state);
      state.signedOutOnPurpose = true;
      state.sessionBlocked = false;
    },
    initialized: (state) => {
      state.initialized = true;
    },
    userUpdated: (state, action: PayloadAction<User>) => {
      state.user = action.payload;
    },
    pendingEmailSet: (state, action: PayloadAction<string | null>) => {
      state.pendingEmail = action.payload;
    },
    returnPathSet: (state, action: PayloadAction<string | null>) => {
      state.returnPath = action.payload;
    },
    sessionUnconfirmed: (state) => {
      state.sessionUnconfirmed = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state, { payload }) => {
        signedOut(state);
        state.signedOutOnPurpose = false;
        // The other calls of the moment may end with a plain 401: the block is still why.
        state.sessionBlocked ||= payload.blocked;
      })
      .addMatcher(authApi.endpoints.login.matchFulfilled, (state, { payload }) => {
        state.token = payload.token;
        state.user = payload.user;
        state.sessionUnconfirmed = false;
        state.signedOutOnPurpose = false;
        state.sessionBlocked = false;
        if (state.pendingEmail === payload.user.email) state.pendingEmail = null;
        // The login page has already moved it into its address (or it was someone else's sign-up).
        state.returnPath = null;
      })
      .addMatcher(authApi.endpoints.me.matchFulfilled, (state, { payload }) => {
        state.user = payload.user;
        state.sessionUnconfirmed = false;
      });
  },
  selectors: {
    selectToken: (s) => s.token,
    selectUser: (s) => s.user,
    selectInitialized: (s) => s.initialized,
    selectPendingEmail: (s) => s.pendingEmail,
    selectReturnPath: (s) => s.returnPath,
    /** A stored session whose check failed for a reason other than a 401: kept, checked again. */
    selectSignedOutOnPurpose: (s) => s.signedOutOnPurpose,
    selectSessionBlocked: (s) => s.sessionBlocked,
    selectSessionUnconfirmed: (s) => Boolean(s.token && !s.user && s.sessionUnconfirmed),
    selectIsAuthenticated: (s) => Boolean(s.token && s.user),
    selectIsAdmin: (s) => Boolean(s.token && s.user?.is_admin),
  },
});

export const { loggedOut, initialized, userUpdated, pendingEmailSet, returnPathSet, sessionUnconfirmed } =
  authSlice.actions;
export const {
  selectToken,
  selectUser,
  selectInitialized,
  selectPendingEmail,
  selectReturnPath,
  selectSessionUnconfirmed,
  selectSignedOutOnPurpose,
  selectSessionBlocked,
  selectIsAuthenticated,
  selectIsAdmin,
} = authSlice.selectors;
