import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import {
  selectInitialized,
  selectIsAdmin,
  selectIsAuthenticated,
  selectSessionUnconfirmed,
  selectSignedOutOnPurpose,
} from '../features/auth/authSlice';
import { SessionRetry } from '../features/auth/SessionRetry';
import { useAppSelector } from './hooks';
import { returnTargetFrom, withReturnPath } from './returnPath';

/**
 * /login remembering the page the guest asked for (or the one an expired session was on), so signing
 * in leads back there; after signing out on purpose, just /login.
 */
function ToLogin() {
  const { pathname, search, hash } = useLocation();
  const onPurpose = useAppSelector(selectSignedOutOnPurpose);
  const to = onPurpose ? '/login' : withReturnPath('/login', `${pathname}${search}${hash}`);
  return <Navigate to={to} replace />;
}

/**
 * SPEC §2: a guest on an auth route goes to /login. Nothing renders until auth has initialised; a
 * session that could not be checked (server down) waits on the retry screen instead of signing out.
 */
export function RequireAuth() {
  // The signed-in page's first render runs as a transition, in slices of a few milliseconds (a phone
  // stays responsive while it builds), not in the same long task as /api/me's answer.
  const initialized = useDeferredValue(useAppSelector(selectInitialized));
  const authenticated = useAppSelector(selectIsAuthenticated);
  const unconfirmed = useAppSelector(selectSessionUnconfirmed);
  if (!initialized) return null;
  if (unconfirmed) return <SessionRetry />;
  return authenticated ? <Outlet /> : <ToLogin />;
}

/** SPEC §2: a non-admin on an admin route goes to / (a guest first goes to /login). */
export function RequireAdmin() {
  const initialized = useAppSelector(selectInitialized);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const admin = useAppSelector(selectIsAdmin);
  const unconfirmed = useAppSelector(selectSessionUnconfirmed);
  if (!initialized) return null;
  if (unconfirmed) return <SessionRetry />;
  if (!authenticated) return <ToLogin />;
  return admin ? <Outlet /> : <Navigate to="/" replace />;
}

/** SPEC §2: a signed-in user on a guest route goes to / (or to the safe `next` of the address). */
export function GuestOnly() {
  const initialized = useAppSelector(selectInitialized);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const unconfirmed = useAppSelector(selectSessionUnconfirmed);
  const { search } = useLocation();
  if (!initialized) return null;
  if (unconfirmed) return <SessionRetry />;
  return authenticated ? <Navigate to={returnTargetFrom(search)} replace /> : <Outlet />;
}
