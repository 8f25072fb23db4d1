import type { Page } from '@playwright/test';
import {
  clickMenuItem,
  expect,
  linkFrom,
  mailsTo,
  makePng,
  test,
  uniqueEmail,
  waitForMail,
  withClockLock,
} from './support';

const password = 'Senha123';

async function fillRegisterForm(page: Page, email: string) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Joana');
  await page.getByRole('textbox', { name: 'Sobrenome', exact: true }).fill('Teste');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('São Paulo');
  const city = page.getByRole('combobox', { name: 'Cidade' });
  await expect(city).toBeEnabled();
  await city.fill('São Paulo');
  await page
    .getByRole('listbox', { name: 'Cidades' })
    .getByRole('option', { name: 'São Paulo', exact: true })
    .click();
  await expect(city).toHaveValue('São Paulo');
  await page.getByRole('combobox', { name: 'Gênero' }).selectOption('F');
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /Li e aceito os Termos & Condições/ }).check();
}

test('register → verify e-mail → log in → edit name and photo → log out', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const email = uniqueEmail('jornada');

  // The e-mailed link expires by the dev clock, which the week test moves: keep it still meanwhile.
  await withClockLock(baseURL, async () => {
    await fillRegisterForm(page, email);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('heading', { name: 'Cadastro realizado!' })).toBeVisible();

    const mail = await waitForMail(request, baseURL, email, /Confirme seu cadastro/);
    await page.goto(linkFrom(mail, '/validar-cadastro'));
    await expect(page.getByRole('heading', { name: 'Email Verificado!' })).toBeVisible();
  });
  await page.getByRole('link', { name: 'Ir para o Login' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();

  await clickMenuItem(page, 'Editar Perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Perfil' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).not.toBeEditable();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Joana Maria');
  await page
    .getByLabel('Alterar foto')
    .setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: makePng() });
  await expect(page.getByText('Nova foto selecionada: eu.png')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Perfil e foto atualizados com sucesso!|Perfil atualizado com sucesso!/ }),
  ).toBeVisible();

  // The stored photo is served from storage and shown as the new avatar.
  const avatar = page.getByRole('img', { name: 'Foto de Joana Maria Teste' });
  await expect(avatar).toHaveAttribute('src', /\/storage\//);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Still there after a reload: /api/me restores the session.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Joana Maria');

  await clickMenuItem(page, 'Sair', 'button');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=\/profile$/);
});

test(
  'a filled honeypot shows a fake success without registering anyone',
  { tag: '@one-width' },
  async ({ page, request, baseURL }) => {
    const email = uniqueEmail('robo');
    const registerCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/register')) registerCalls.push(req.url());
    });
    await fillRegisterForm(page, email);
    // Invisible to people and to screen readers, so only reachable by its name.
    const honeypot = page.locator('input[name="honeypot"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('textbox', { name: /Não preencha/ })).toHaveCount(0);
    await honeypot.fill('http://spam.example', { force: true });
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('heading', { name: 'Cadastro realizado!' })).toBeVisible();
    expect(registerCalls).toEqual([]);

    await page.waitForTimeout(1500);
    expect(await mailsTo(request, baseURL, email)).toEqual([]);
    const login = await request.post('/api/login', { data: { email, password } });
    expect(login.status()).toBe(401);
  },
);

test.describe('verification link problems', { tag: '@one-width' }, () => {
  test('a link without token nor e-mail says the link was not found', async ({ page }) => {
    await page.goto('/validar-cadastro');
    await expect(page.getByRole('heading', { name: 'Verificação Necessária' })).toBeVisible();
    await expect(page.getByText('Link de verificação não encontrado.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para o Login' })).toHaveAttribute('href', '/login');
  });

  test('a link with only the e-mail says the link is invalid or expired', async ({ page }) => {
    await page.goto('/validar-cadastro?email=alguem%40example.com');
    await expect(page.getByRole('heading', { name: 'Erro na Verificação' })).toBeVisible();
    await expect(page.getByText('Link de verificação inválido ou expirado.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reenviar e-mail de verificação' })).toBeVisible();
  });

  test('an unknown or expired token says the link is invalid or expired', async ({ page }) => {
    await page.goto('/validate-email?token=token-vencido-ou-inexistente&email=alguem%40example.com');
    await expect(page.getByRole('heading', { name: 'Erro na Verificação' })).toBeVisible();
    await expect(page.getByText('Link de verificação inválido ou expirado.')).toBeVisible();
  });

  test('the troubleshooting tips open and close', async ({ page }) => {
    await page.goto('/validar-cadastro');
    const toggle = page.getByRole('button', { name: 'Mostrar dicas de solução de problemas' });
    await toggle.click();
    await expect(page.getByText(/O link de verificação expira em 24 horas/)).toBeVisible();
    await page.getByRole('button', { name: 'Ocultar dicas de solução de problemas' }).click();
    await expect(page.getByText(/O link de verificação expira em 24 horas/)).toBeHidden();
  });
});
