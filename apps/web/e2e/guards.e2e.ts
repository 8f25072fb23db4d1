import { demo, expect, signInWithToken, test } from './support';
import { publicPages } from '../test/pages';

const authRoutes = [
  '/',
  '/profile',
  '/indication/new',
  '/forum/1',
  '/last-encounter',
  '/support',
  '/host-support',
  '/support/ticket',
  '/admin',
];

test.describe('a guest', () => {
  for (const path of authRoutes) {
    test(`on ${path} is sent to /login, which remembers the page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path === '/' ? /\/login$/ : new RegExp(`/login\\?next=${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    });
  }

  test('may open the public pages', async ({ page }) => {
    for (const [path, heading] of publicPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('sees the not-found page on an unknown path', async ({ page }) => {
    await page.goto('/pagina/que-nao-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  });
});

test.describe('a signed-in user', () => {
  test('on a guest route is sent to /', async ({ page, request }) => {
    await signInWithToken(page, request, demo.user);
    for (const path of ['/login', '/register', '/sao-paulo']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    }
  });

  test('who is not an admin is sent from /admin to /', async ({ page, request }) => {
    await signInWithToken(page, request, demo.user);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  });

  test('who is an admin opens /admin and sees Admin instead of the support links', async ({
    page,
    request,
  }) => {
    await signInWithToken(page, request, demo.admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    if (await toggle.isVisible()) await toggle.click();
    const menu = page.getByRole('navigation', { name: /Menu principal/ });
    await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Suporte', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Dúvidas', exact: true })).toHaveCount(0);
  });

  test('with a token the server no longer accepts is signed out and sent to /login', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('token', 'token-invalido'));
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=\/profile$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
