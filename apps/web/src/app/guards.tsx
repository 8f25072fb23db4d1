import { Navigate, Outlet } from 'react-router-dom';
import { selectInitialized, selectIsAdmin, selectIsAuthenticated } from '../features/auth/authSlice';
import { useAppSelector } from './hooks';

/** SPEC §2: a guest on an auth route goes to /login. Nothing renders until auth has initialised. */
export function RequireAuth() {
  const initialized = useAppSelector(selectInitialized);
  const authenticated = useAppSelector(selectIsAuthenticated);
  if (!initialized) return null;
  return authenticated ? <Outlet /> : <Navigate to="/login" replace />;
}

/** SPEC §2: a non-admin on an admin route goes to / (a guest first goes to /login). */
export function RequireAdmin() {
  const initialized = useAppSelector(selectInitialized);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const admin = useAppSelector(selectIsAdmin);
  if (!initialized) return null;
  if (!authenticated) return <Navigate to="/login" replace />;
  return admin ? <Outlet /> : <Navigate to="/" replace />;
}

/** SPEC §2: a signed-in user on a guest route goes to /. */
export function GuestOnly() {
  const initialized = useAppSelector(selectInitialized);
  const authenticated = useAppSelector(selectIsAuthenticated);
  if (!initialized) return null;
  return authenticated ? <Navigate to="/" replace /> : <Outlet />;
}
