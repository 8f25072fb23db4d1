import { createAction } from '@reduxjs/toolkit';

/** Keys of what SPEC §3 keeps in the browser. */
export const storageKeys = { token: 'token', pendingEmail: 'pendingEmail' } as const;

/** Dispatched by the API layer on any 401: the stored token is cleared and the user is signed out. */
export const sessionExpired = createAction('auth/sessionExpired');

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
