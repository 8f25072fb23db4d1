import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support';
import { testOnOpenForum, type Device } from './forum-support';

/**
 * Issue 31 on a phone, signed out: "Compartilhar" on the guest city page and on a winner's public page
 * `/encontro/{id}`. Without the Web Share API it opens the menu, whose WhatsApp link carries the page's
 * own address; with it, `navigator.share` receives that address and a pt-BR text.
 */

type Shared = { title?: string; text?: string; url?: string };

/** A guest's phone; `webShare` false removes the API, true stubs it, recording what it is handed. */
async function guestPhone(browser: Browser, device: Device, webShare: boolean): Promise<Page> {
  const context = await browser.newContext(device);
  if (webShare)
    await context.addInitScript(() => {
      const w = window as unknown as { __shared: Shared[] };
      w.__shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: Shared) => void w.__shared.push(data),
      });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
    });
  else
    await context.addInitScript(() => {
      delete (Navigator.prototype as unknown as Record<string, unknown>).share;
      delete (Navigator.prototype as unknown as Record<string, unknown>).canShare;
    });
  return context.newPage();
}

/** The menu's WhatsApp link carries the address the page is at. */
async function expectWhatsAppLinkTo(page: Page, url: string) {
  const share = page.getByRole('button', { name: 'Compartilhar' }).first();
  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('list', { name: 'Compartilhar por' });
  const whatsapp = menu.getByRole('link', { name: 'WhatsApp' });
  await expect(whatsapp).toBeVisible();
  expect(await whatsapp.getAttribute('href')).toContain(encodeURIComponent(url));
  await expect(menu.getByRole('link', { name: 'Telegram' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Copiar link' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(share).toBeFocused();
}

testOnOpenForum(
  '"Compartilhar" on a phone: the menu without Web Share, navigator.share with it',
  'share',
  async ({ forumId, venue, browser, baseURL, device }) => {
    const origin = new URL(baseURL!).origin;
    const cityUrl = `${origin}/sao-paulo`;
    const meetupUrl = `${origin}/encontro/${forumId}`;

    await test.step('without Web Share, the city page and the meetup page open the menu', async () => {
      const page = await guestPhone(browser, device, false);
      await page.goto('/sao-paulo');
      await expect(page.getByRole('heading', { level: 1, name: 'Encontro em São Paulo' })).toBeVisible();
      await expectWhatsAppLinkTo(page, cityUrl);
      await expectAccessible(page, 'menu de compartilhar da cidade');

      await page.goto(`/encontro/${forumId}`);
      await expect(page.getByRole('heading', { level: 1, name: venue })).toBeVisible();
      await expectWhatsAppLinkTo(page, meetupUrl);
      await page.context().close();
    });

    await test.step('with Web Share, navigator.share receives the address and the text', async () => {
      const page = await guestPhone(browser, device, true);
      await page.goto(`/encontro/${forumId}`);
      await expect(page.getByRole('heading', { level: 1, name: venue })).toBeVisible();
      await page.getByRole('button', { name: 'Compartilhar' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared))
        .toEqual([
          {
            title: 'Encontro em São Paulo',
            text: `${venue} é um dos vencedores do Encontro em São Paulo! Vamos?`,
            url: meetupUrl,
          },
        ]);
      await expect(page.getByRole('list', { name: 'Compartilhar por' })).toBeHidden();

      await page.goto('/sao-paulo');
      await page.getByRole('button', { name: 'Compartilhar' }).first().click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared.at(-1)?.url))
        .toBe(cityUrl);
      await page.context().close();
    });
  },
);
