import { adminTabLabels } from '../test/pages';
import { demo, expect, expectAccessible, signInWithToken, test } from './support';

// The admin panel's screens under axe, in the desktop project (where admins work); every other
// screen is analysed in the mobile project (a11y.e2e.ts). See playwright.config.ts.
test.describe('the admin panel', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInWithToken(page, request, demo.admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
  });

  for (const tab of adminTabLabels) {
    test(`its tab ${tab} is accessible`, async ({ page }) => {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectAccessible(page, `painel administrativo: ${tab}`);
    });
  }

  test('its add-word dialog is accessible', async ({ page }) => {
    await page.getByRole('tab', { name: 'Palavras Censuradas' }).click();
    await page.getByRole('button', { name: 'Adicionar Palavra' }).click();
    await expect(page.getByRole('dialog', { name: 'Adicionar Palavra' })).toBeVisible();
    await expectAccessible(page, 'adicionar palavra');
  });
});
