import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { setNavigator } from './navigation';
import { withReturnPath } from './returnPath';
import { routes } from './routes';

/**
 * Hands the router's navigate to the API layer: a 401 anywhere sends the browser to /login, which
 * remembers the page the person was on.
 */
function NavigatorBridge() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const current = useRef({ pathname, full: `${pathname}${search}${hash}` });
  useEffect(() => {
    current.current = { pathname, full: `${pathname}${search}${hash}` };
  }, [pathname, search, hash]);
  useEffect(() => {
    setNavigator((path) => {
      if (current.current.pathname === path) return;
      navigate(path === '/login' ? withReturnPath('/login', current.current.full) : path);
    });
  }, [navigate]);
  return null;
}

export function App() {
  const element = useRoutes(routes);
  return (
    <>
      <NavigatorBridge />
      {element}
    </>
  );
}
