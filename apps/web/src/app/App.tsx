import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { setNavigator } from './navigation';
import { routes } from './routes';

/** Hands the router's navigate to the API layer (a 401 anywhere sends the browser to /login). */
function NavigatorBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);
  useEffect(() => {
    setNavigator((path) => {
      if (current.current !== path) navigate(path);
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
