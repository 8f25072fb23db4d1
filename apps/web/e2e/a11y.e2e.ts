import { demo, expect, expectAccessible, signInWithToken, test } from './support';

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

  test('home and profile are accessible, also with the menu and the city dialog open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    await expectAccessible(page, 'início');
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    if (await toggle.isVisible()) {
      await toggle.click();
      await expectAccessible(page, 'menu do celular');
      await page.keyboard.press('Escape');
    }

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Perfil' })).toBeVisible();
    await expectAccessible(page, 'perfil');

    await page.getByLabel('Nova senha', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Senha atual é obrigatória para alterar a senha')).toBeVisible();
    await expectAccessible(page, 'perfil com erros');
    await page.getByLabel('Nova senha', { exact: true }).fill('');

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
});
