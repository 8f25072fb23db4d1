import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { clickMenuItem, demo, expect, signInWithToken, test } from './support';

/**
 * Issue 12: what a person notices in the first hour — deep links that survive the login, city pages
 * of real cities only, failures that look like failures, confirmations before irreversible admin
 * actions, focus on the new page's heading, and a password one can check before sending.
 */

async function logIn(page: Page, account: { email: string; password: string }) {
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test.describe('deep links survive the login', () => {
  test('a guest opening /support/ticket logs in and lands on /support/ticket', async ({ page }) => {
    await page.goto('/support/ticket');
    await expect(page).toHaveURL(/\/login\?next=\/support\/ticket$/);
    await logIn(page, demo.user);
    await expect(page).toHaveURL(/\/support\/ticket$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets de Suporte' })).toBeVisible();
  });

  test("a guest opening a forum link logs in and is back on that forum's address", async ({ page }) => {
    const forum = `/forum/${randomUUID()}`;
    await page.goto(forum);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${forum}$`));
    await logIn(page, demo.user);
    await expect(page).toHaveURL(new RegExp(`${forum}$`));
  });

  test('a next that leads to another site is ignored: the login lands on /', async ({ page, baseURL }) => {
    await page.goto('/login?next=//evil.example');
    await logIn(page, demo.user);
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    expect(page.url()).toBe(`${baseURL}/`);
  });
});

test.describe('city pages exist only for real cities', () => {
  test("/sao-paulo shows São Paulo's page, however the name is written", async ({ page }) => {
    await page.goto('/sao-paulo');
    await expect(page.getByRole('heading', { level: 1, name: 'Encontro em São Paulo' })).toBeVisible();
    await page.goto('/SAO%20PAULO');
    await expect(page).toHaveURL(/\/sao-paulo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Encontro em São Paulo' })).toBeVisible();
  });

  test('/cidade-que-nao-existe shows the not-found page', async ({ page }) => {
    await page.goto('/cidade-que-nao-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  });
});

test.describe('failures look like failures', () => {
  test("a failing admin list shows 'Tentar novamente', and retrying loads it", async ({ page, request }) => {
    await signInWithToken(page, request, demo.admin);
    let failing = true;
    await page.route(/\/api\/admin\/users(\?|$)/, (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Falhou"}' })
        : route.continue(),
    );
    await page.goto('/admin?aba=usuarios');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('alert')).toContainText('Erro ao carregar usuários.');
    await expect(panel.getByText('Nenhum usuário encontrado')).toHaveCount(0);
    failing = false;
    await panel.getByRole('button', { name: 'Tentar novamente' }).click();
    // The list pages 20 people at a time and other journeys register more: find Bruno by search.
    await panel.getByRole('searchbox', { name: 'Buscar usuários' }).fill('bruno@example.com');
    await expect(panel.getByRole('row').filter({ hasText: 'bruno@example.com' })).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveCount(0);
  });

  test('a 503 on /api/me at start keeps the person signed in', async ({ page, request }) => {
    const token = await signInWithToken(page, request, demo.user);
    let failing = true;
    await page.route(/\/api\/me$/, (route) =>
      failing
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Indisponível"}' })
        : route.continue(),
    );
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão com o servidor' })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(token);
    failing = false;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Perfil' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(token);
  });

  test('Bloquear asks first, and Cancelar blocks nobody', async ({ page, request }) => {
    await signInWithToken(page, request, demo.admin);
    await page.goto('/admin?aba=usuarios');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('searchbox', { name: 'Buscar usuários' }).fill('bruno@example.com');
    const row = panel.getByRole('row').filter({ hasText: 'bruno@example.com' });
    await expect(row.getByText('Ativo')).toBeVisible();
    await row.getByRole('button', { name: /^Bloquear / }).click();
    const dialog = page.getByRole('dialog', { name: 'Bloquear usuário' });
    await expect(dialog).toContainText('Tem certeza que deseja bloquear');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText('Ativo')).toBeVisible();
  });
});

test.describe('small things people notice', () => {
  test("a change of page moves focus to the new page's heading, not the first page", async ({
    page,
    request,
  }) => {
    await signInWithToken(page, request, demo.user);
    await page.goto('/');
    const home = page.getByRole('heading', { level: 1, name: 'Início' });
    await expect(home).toBeVisible();
    await expect(home).not.toBeFocused();
    await clickMenuItem(page, 'Editar Perfil');
    const profile = page.getByRole('heading', { level: 1, name: 'Editar Perfil' });
    await expect(profile).toBeFocused();
    await expect(profile).toHaveAttribute('tabindex', '-1');
  });

  test('the password toggle reveals the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('Segredo123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Segredo123');
    await expect(page.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute('aria-pressed', 'true');
  });
});
