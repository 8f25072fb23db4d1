import {
  demo,
  expect,
  expectAccessible,
  registerVerified,
  signInWithToken,
  test,
  withClockLock,
} from './support';
import { SAO_PAULO, freshWeek, setClock, waitUntilKnown } from './week-clock';

const publicScreens: [string, string][] = [
  ['/login', 'Entrar'],
  ['/register', 'Criar conta'],
  ['/forgot-password', 'Esqueceu sua senha?'],
  ['/reset-password?token=abc', 'Redefinir senha'],
  ['/validar-cadastro', 'Verificação Necessária'],
  ['/validar-cadastro?email=alguem%40example.com', 'Erro na Verificação'],
  ['/duvidas', 'Dúvidas Frequentes'],
  ['/sobre', 'Quem Somos'],
  ['/termos', 'Termos & Condições'],
  ['/privacidade', 'Política de Privacidade'],
  ['/pagina/inexistente', 'Página não encontrada'],
  ['/support/faq', 'Perguntas Frequentes'],
  ['/support/contact', 'Fale Conosco'],
  ['/contato', 'Contato'],
];

for (const [path, heading] of publicScreens) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, path);
  });
}

test('the login error state is accessible', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ninguem@example.com');
  await page.getByLabel('Senha', { exact: true }).fill('Errada123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toContainText('E-mail ou senha incorretos');
  await expectAccessible(page, 'login com erro');
});

test('the register form with errors and an open city list is accessible', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('alert')).toContainText('Por favor, preencha todos os campos obrigatórios.');
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('São Paulo');
  await page.getByRole('combobox', { name: 'Cidade' }).fill('São');
  await expect(page.getByRole('listbox', { name: 'Cidades' })).toBeVisible();
  await expectAccessible(page, 'cadastro com erros');
});

test('the reset success and error states are accessible', async ({ page }) => {
  await page.goto('/reset-password?token=token-que-nao-existe');
  await page.getByLabel('Nova senha', { exact: true }).fill('NovaSenha1');
  await page.getByLabel('Confirmar nova senha', { exact: true }).fill('NovaSenha1');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByRole('button', { name: 'Tentar Novamente' })).toBeVisible();
  await expectAccessible(page, 'redefinição com erro');
  await page.getByRole('button', { name: 'Tentar Novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueceu sua senha?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ninguem@example.com');
  await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verifique seu e-mail' })).toBeVisible();
  await expectAccessible(page, 'pedido de redefinição enviado');
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInWithToken(page, request, demo.user);
  });

  test('the home is accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    await expect(page.locator('.page-loader')).toHaveCount(0);
    await expectAccessible(page, 'início com os locais');
  });

  test('the open mobile menu is accessible', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button exists on small screens only');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expectAccessible(page, 'menu do celular');
  });

  test('the venue detail dialog is accessible', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Detalhes' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'detalhes do local');
  });

  test('the profile is accessible, also with its errors', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Perfil' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Senha atual é obrigatória para alterar a senha')).toBeVisible();
    await expectAccessible(page, 'perfil com erros');
  });

  test('the city change dialog of the profile is accessible and gives focus back', async ({ page }) => {
    await page.goto('/profile');
    const city = page.getByRole('combobox', { name: 'Cidade' });
    await city.fill('Campinas');
    await page
      .getByRole('listbox', { name: 'Cidades' })
      .getByRole('option', { name: 'Campinas', exact: true })
      .click();
    await expect(page.getByText(/a mudança de cidade pode ser bloqueada/)).toBeVisible();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar mudança de cidade' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'diálogo de mudança de cidade');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(city).toBeFocused();
  });

  test('the support hub is accessible', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Central de Suporte' })).toBeVisible();
    await expectAccessible(page, 'central de suporte');
  });

  test('the FAQ with an open answer is accessible', async ({ page }) => {
    await page.goto('/support/faq');
    const results = page.getByRole('region', { name: 'Perguntas' });
    await results.getByRole('heading', { level: 3 }).first().getByRole('button').click();
    await expect(results.getByRole('button', { name: /^Útil/ }).first()).toBeVisible();
    await expectAccessible(page, 'perguntas frequentes com resposta aberta');
  });

  test('the FAQ without results is accessible', async ({ page }) => {
    await page.goto('/support/faq');
    await page.getByRole('searchbox', { name: 'Buscar nas perguntas' }).fill('zzzz-nada');
    await expect(page.getByText('Nenhuma pergunta encontrada')).toBeVisible();
    await expectAccessible(page, 'perguntas frequentes sem resultados');
  });

  test('the contact form with errors is accessible', async ({ page }) => {
    await page.goto('/support/contact');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(demo.user.email);
    await page.getByRole('textbox', { name: 'Assunto' }).focus();
    await page.getByRole('textbox', { name: 'Mensagem' }).focus();
    await page.getByRole('textbox', { name: 'Nome' }).focus();
    await expect(page.getByText('Assunto é obrigatório')).toBeVisible();
    await expectAccessible(page, 'contato com erros');
  });

  test('the old contact form with errors is accessible', async ({ page }) => {
    await page.goto('/contato');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText('Nome é obrigatório')).toBeVisible();
    await expectAccessible(page, 'contato antigo com erros');
  });

  test('the tickets page with errors is accessible', async ({ page }) => {
    await page.goto('/support/ticket');
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets de Suporte' })).toBeVisible();
    await page.getByRole('button', { name: 'Criar ticket' }).click();
    await expect(page.getByText('Tipo de ticket é obrigatório')).toBeVisible();
    await page.getByRole('radio', { name: /^Anfitrião/ }).check();
    await expect(page.locator('.support-loading')).toHaveCount(0);
    await expectAccessible(page, 'tickets com erros');
  });

  test('host support is accessible', async ({ page }) => {
    await page.goto('/host-support');
    await expect(page.getByRole('heading', { level: 1, name: 'Suporte Anfitrião' })).toBeVisible();
    await expect(page.locator('.support-loading')).toHaveCount(0);
    await expectAccessible(page, 'suporte anfitrião');
  });
});

test('the nomination dialog with its errors is accessible', async ({ page, request, baseURL }) => {
  // Someone who may nominate on a Monday of a week nobody used: the form itself is under test.
  await withClockLock(baseURL, async () => {
    const week = await freshWeek(request);
    await setClock(request, week.monday);
    const person = await registerVerified(request, baseURL, {
      prefix: 'a11y.nina',
      firstName: 'Nina',
      ...SAO_PAULO,
    });
    await waitUntilKnown(request, person);
    await page.goto('/sobre');
    await page.evaluate((token) => window.localStorage.setItem('token', token), person.token);
    await page.goto('/indication/new');
    const dialog = page.getByRole('dialog', { name: 'Indicar Local' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nome do local' }).focus();
    await dialog.getByRole('textbox', { name: 'Site' }).fill('site');
    await dialog.getByRole('textbox', { name: 'Endereço' }).focus();
    await dialog.getByRole('textbox', { name: 'Telefone' }).focus();
    await expect(dialog.getByText('URL inválida')).toBeVisible();
    await expect(dialog.getByText('Nome do local é obrigatório')).toBeVisible();
    await expectAccessible(page, 'modal de indicação com erros');
  });
});
