import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Avatar } from '../../ui/Avatar';
import { useDismiss } from '../../ui/useDismiss';
import {
  selectIsAdmin,
  selectIsAuthenticated,
  selectSessionUnconfirmed,
  selectUser,
} from '../auth/authSlice';
import { logout } from '../auth/authThunks';
import { isAuthPage, menuItems } from './menu';

// Signed-in people only: its code (and its polling) never reaches a guest's /login.
const NotificationBell = lazy(() =>
  import('../notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

function Brand() {
  return (
    <Link to="/" className="brand" aria-label="Encontro, página inicial">
      <svg className="brand__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <circle cx="24" cy="28" r="9" fill="#fff" />
        <circle cx="40" cy="28" r="9" fill="#ffd166" />
        <rect x="14" y="42" width="36" height="6" rx="3" fill="#fff" />
      </svg>
      <span className="brand__name">Encontro</span>
    </Link>
  );
}

export function Header() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const admin = useAppSelector(selectIsAdmin);
  const user = useAppSelector(selectUser);
  // A stored session being checked again: neither a guest's links nor a member's menu yet.
  const unconfirmed = useAppSelector(selectSessionUnconfirmed);
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [lastPath, setLastPath] = useState(pathname);

  if (pathname !== lastPath) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  useDismiss(menuOpen, () => setMenuOpen(false), { returnTo: toggleRef });

  const viewer = { authenticated, admin };
  const desktop = unconfirmed ? [] : menuItems(viewer, pathname, 'desktop');
  const mobile = unconfirmed ? [] : menuItems(viewer, pathname, 'mobile');
  const showMobileMenu = !isAuthPage(pathname) && mobile.length + (authenticated ? 1 : 0) > 0;

  const onLogout = async () => {
    setLoggingOut(true);
    setMenuOpen(false);
    await dispatch(logout());
    setLoggingOut(false);
    navigate('/login');
  };

  const logoutButton = (
    <button type="button" className="nav__link nav__button" onClick={onLogout} disabled={loggingOut}>
      {loggingOut ? 'Saindo...' : 'Sair'}
    </button>
  );

  return (
    <header className="header">
      <div className="header__inner">
        <Brand />
        {(desktop.length > 0 || authenticated) && (
          <nav className="nav nav--desktop" aria-label="Menu principal">
            <ul className="nav__list">
              {desktop.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className="nav__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {authenticated && <li>{logoutButton}</li>}
            </ul>
            {authenticated && user && (
              <Link to="/profile" className="nav__user" aria-label={`Perfil de ${user.name}`}>
                <Avatar photo={user.photo} size="sm" />
                <span className="nav__user-name" aria-hidden="true">
                  {user.name}
                </span>
              </Link>
            )}
          </nav>
        )}
        {authenticated && !unconfirmed && (
          <div className="header__bell">
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          </div>
        )}
        {showMobileMenu && (
          <div className="mobile-menu">
            <button
              ref={toggleRef}
              type="button"
              className="mobile-menu__toggle"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu-panel"
              onClick={() => setMenuOpen((o) => !o)}
            >
              <span className="mobile-menu__icon" aria-hidden="true" />
              <span className="visually-hidden">{menuOpen ? 'Fechar menu' : 'Abrir menu'}</span>
            </button>
            <nav
              id="mobile-menu-panel"
              className="mobile-menu__panel"
              aria-label="Menu principal (celular)"
              hidden={!menuOpen}
            >
              {authenticated && user && (
                <div className="mobile-menu__user">
                  <Avatar photo={user.photo} size="md" />
                  <span>
                    {user.name} {user.surname}
                  </span>
                </div>
              )}
              <ul className="mobile-menu__list">
                {mobile.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end
                      className="mobile-menu__link"
                      onClick={() => setMenuOpen(false)}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                {authenticated && <li>{logoutButton}</li>}
              </ul>
            </nav>
          </div>
        )}
      </div>
    </header>
  );
}
