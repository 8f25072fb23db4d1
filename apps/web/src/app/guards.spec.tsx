import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { mockAdminApi } from '../../test/admin';
import { currentPath, makeUser, mockApi, renderApp, statesAndCities } from '../../test/utils';
import { publicPages } from '../../test/pages';

const signedIn = (admin = false) => ({
  ...statesAndCities,
  'GET /api/me': { body: { user: makeUser({ is_admin: admin }) } },
});

describe('route guards', () => {
  it.each([
    '/',
    '/profile',
    '/indication/new',
    '/forum/12',
    '/last-encounter',
    '/support',
    '/host-support',
    '/support/ticket',
  ])('sends a guest on the auth route %s to /login, remembering the page', async (path) => {
    mockApi({});
    await renderApp(path);
    await waitFor(() => expect(currentPath()).toBe(path === '/' ? '/login' : `/login?next=${path}`));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('sends a guest on /admin to /login, remembering the tab', async () => {
    mockApi({});
    await renderApp('/admin?aba=denuncias');
    await waitFor(() => expect(currentPath()).toBe('/login?next=/admin%3Faba%3Ddenuncias'));
  });

  it.each(['/login', '/register', '/sao-paulo'])(
    'sends a signed-in user on the guest route %s to /',
    async (path) => {
      mockApi(signedIn());
      await renderApp(path, { token: 'jwt' });
      await waitFor(() => expect(currentPath()).toBe('/'));
      expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    },
  );

  it('sends a non-admin on /admin to /', async () => {
    mockApi(signedIn(false));
    await renderApp('/admin', { token: 'jwt' });
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('lets an admin open /admin', async () => {
    mockAdminApi(signedIn(true));
    await renderApp('/admin', { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Painel Administrativo' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin');
  });

  it('lets a guest open the lazy city home', async () => {
    mockApi({
      'GET /api/cities/resolve/sao-paulo': {
        body: {
          matches: [
            { city: 'São Paulo', city_id: '3550308', state: 'São Paulo', uf: 'SP', slug: 'sao-paulo' },
          ],
        },
      },
    });
    await renderApp('/sao-paulo');
    expect(await screen.findByRole('heading', { name: 'Encontro em São Paulo' })).toBeInTheDocument();
  });

  it.each([
    ...publicPages,
    ['/forgot-password', 'Esqueceu sua senha?'],
    ['/validar-cadastro', 'Verificação Necessária'],
    ['/validate-email', 'Verificação Necessária'],
  ])('opens the public page %s for guests', async (path, heading) => {
    mockApi(signedIn());
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it('shows the not-found page for an unknown path', async () => {
    mockApi({});
    await renderApp('/pagina/que-nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(document.title).toBe('Página não encontrada · Encontro');
  });

  it('titles each page', async () => {
    mockApi({});
    await renderApp('/termos');
    await screen.findByRole('heading', { level: 1, name: 'Termos & Condições' });
    expect(document.title).toBe('Termos & Condições · Encontro');
  });
});

describe('app shell menus', () => {
  it('shows a signed-in user the menu of SPEC §2, without Admin', async () => {
    mockApi(signedIn(false));
    await renderApp('/', { token: 'jwt' });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const names = Array.from(nav.querySelectorAll('a, button')).map((el) => el.textContent?.trim());
    expect(names).toEqual(
      expect.arrayContaining([
        'Home',
        'Editar Perfil',
        'Último Encontro',
        'Suporte Anfitrião',
        'Suporte',
        'Dúvidas',
        'Sair',
      ]),
    );
    expect(names).not.toContain('Admin');
  });

  it('shows an admin Admin and hides Suporte, Dúvidas and Suporte Anfitrião', async () => {
    mockApi(signedIn(true));
    await renderApp('/', { token: 'jwt' });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const names = Array.from(nav.querySelectorAll('a, button')).map((el) => el.textContent?.trim());
    expect(names).toContain('Admin');
    expect(names).not.toContain('Suporte');
    expect(names).not.toContain('Dúvidas');
    expect(names).not.toContain('Suporte Anfitrião');
  });

  it('omits Suporte Anfitrião from the mobile menu', async () => {
    mockApi(signedIn(false));
    const { user } = await renderApp('/', { token: 'jwt' });
    await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Menu principal (celular)' });
    const names = Array.from(mobile.querySelectorAll('a, button')).map((el) => el.textContent?.trim());
    expect(names).toEqual(expect.arrayContaining(['Home', 'Suporte', 'Dúvidas', 'Sair']));
    expect(names).not.toContain('Suporte Anfitrião');
  });

  it.each([
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/validate-email',
    '/validar-cadastro',
  ])('hides the mobile menu on the auth page %s', async (path) => {
    mockApi({ ...statesAndCities });
    await renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
  });

  it('offers Login and Cadastrar to guests, except on the login and register pages', async () => {
    mockApi({});
    await renderApp('/sobre');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(nav).toHaveTextContent('Login');
    expect(nav).toHaveTextContent('Cadastrar');
  });

  it('has a footer with quick links, support links, the FAQ and the 2024 copyright', async () => {
    mockApi({});
    await renderApp('/sobre');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2024 Encontro');
    expect(footer.querySelector('a[href="/duvidas"]')).not.toBeNull();
    expect(footer.querySelector('a[href="/support/contact"]')).not.toBeNull();
    expect(footer.querySelector('a[href="/termos"]')).not.toBeNull();
  });
});
