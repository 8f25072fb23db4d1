import { withReturnPath } from './returnPath';

// Lets non-React code (the API layer) move the router; main.tsx and the tests plug the router in.
type Navigate = (path: string) => void;

// Before the router is up, a full page load (to /login, remembering where the person was).
let navigate: Navigate = (path) => {
  const { pathname, search, hash } = window.location;
  if (pathname === path) return;
  window.location.assign(path === '/login' ? withReturnPath('/login', `${pathname}${search}${hash}`) : path);
};

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(path: string): void {
  navigate(path);
}
