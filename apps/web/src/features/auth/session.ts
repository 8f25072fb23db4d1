import { createAction } from '@reduxjs/toolkit';

/**
 * Keys of what SPEC §3 keeps in the browser, plus the page a new sign-up was headed for (kept next to
 * pendingEmail so the login after the e-mail verification still leads there).
 */
export const storageKeys = {
  token: 'token',
  pendingEmail: 'pendingEmail',
  returnPath: 'returnPath',
  /** Set while a block is why the session ended: /login still says so after a reload. */
  sessionBlocked: 'sessionBlocked',
} as const;

/**
 * Dispatched by the API layer on any 401: the stored token is cleared and the user is signed out.
 * `blocked` when the server said the session ended because the account was blocked.
 */
export const sessionExpired = createAction('auth/sessionExpired', (blocked = false) => ({
  payload: { blocked },
}));

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the session then lives in memory only.
  }
}
