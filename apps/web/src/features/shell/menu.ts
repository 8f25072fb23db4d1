/** Pages where the mobile menu is hidden (SPEC §2 App shell). */
export const authPagePaths = [
  '/login',
  '/register',
  '/reset-password',
  '/forgot-password',
  '/validate-email',
  '/validar-cadastro',
] as const;

export type MenuItem = { to: string; label: string };

type Viewer = { authenticated: boolean; admin: boolean };

/** The menu entries for who is looking, per SPEC §2; the mobile menu omits Suporte Anfitrião. */
export function menuItems(
  { authenticated, admin }: Viewer,
  pathname: string,
  variant: 'desktop' | 'mobile',
): MenuItem[] {
  if (!authenticated) {
    if (pathname === '/login' || pathname === '/register') return [];
    return [
      { to: '/login', label: 'Login' },
      { to: '/register', label: 'Cadastrar' },
    ];
  }
  const items: MenuItem[] = [
    { to: '/', label: 'Home' },
    { to: '/profile', label: 'Editar Perfil' },
    { to: '/last-encounter', label: 'Último Encontro' },
  ];
  if (!admin) {
    if (variant === 'desktop') items.push({ to: '/host-support', label: 'Suporte Anfitrião' });
    items.push({ to: '/support', label: 'Suporte' }, { to: '/duvidas', label: 'Dúvidas' });
  } else {
    items.push({ to: '/admin', label: 'Admin' });
  }
  return items;
}

export function isAuthPage(pathname: string): boolean {
  return (authPagePaths as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
}
