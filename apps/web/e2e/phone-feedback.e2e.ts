import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { contextAs, nominate } from './forum-support';
import { demo, expect, test, uniqueEmail, withClockLock, type Account } from './support';
import { freshWeek, registerInSaoPaulo, setClock, waitUntilKnown } from './week-clock';

/**
 * Issue 28, items 3, 8, 9 and 10a on a phone (390 and 320 px): feedback on top and in view, focus kept in
 * dialogs, no page wider than the screen, and no broken image once a winner's nominator is gone.
 */

const bearer = (account: { token: string }) => ({ Authorization: `Bearer ${account.token}` });

/** Opens `path` as `account` (the app reads the token from localStorage at start-up). */
async function openAs(page: Page, account: Account, path = '/') {
  await page.goto('/sobre');
  await page.evaluate((t) => window.localStorage.setItem('token', t), account.token);
  await page.goto(path);
  await expect(page.getByText(`Olá, ${account.name.split(' ')[0]}!`)).toBeVisible();
}

async function approve(request: APIRequestContext, indicationId: string) {
  const login = await request.post('/api/login', { data: demo.admin });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const approved = await request.put(`/api/admin/indications/${indicationId}/approve`, {
    headers: bearer({ token }),
  });
  expect(approved.status(), 'aprovação').toBe(200);
}

/** The visible toast saying `text` (one element per toast, whatever region announces it). */
const toastCard = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });

/** The element drawn at the centre of `target`, as seen by the person: is it `target` or inside it? */
async function isOnTop(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  return target.evaluate(
    (el, { x, y }) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && el.contains(top);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

const focusInDialog = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-labelledby') ?? null,
  );

/** The phones the layout must fit: the 390 px one every journey runs on, and the smallest still sold. */
const phoneViewports = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

/**
 * The page is no wider than either phone: nothing to scroll sideways, nothing cut at the right edge.
 * Loaded once, measured at each width in turn (the layout is CSS: a resize lays it out again).
 */
async function expectFits(page: Page, path: string) {
  await page.setViewportSize(phoneViewports[0]!);
  await page.goto(path);
  await expect(page.locator('h1').first(), `título de ${path}`).toBeVisible();
  await expect(page.locator('.splash')).toHaveCount(0);
  // What loads after the heading (a page's lists, the notification preferences) is in before measuring.
  await expect(page.locator('.spinner, .page-loader')).toHaveCount(0);
  for (const viewport of phoneViewports) {
    await page.setViewportSize(viewport);
    const { width } = viewport;
    await expect
      .poll(
        () =>
          page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          })),
        { message: `largura de ${path} em ${width} px`, timeout: 2000 },
      )
      .toEqual({ scrollWidth: width, innerWidth: width });
  }
}

test(
  'a week on a phone: toasts over the sheet, focus kept in it, the first error in view, no broken image after the nominator leaves',
  { tag: '@every-width' },
  async ({ page, browser, request, baseURL, viewport, isMobile, hasTouch }) => {
    test.setTimeout(300_000);
    const venue = `Bar do Celular ${Date.now().toString(36)}`;

    await withClockLock(baseURL, async () => {
      const host = await registerInSaoPaulo(request, baseURL, 'tela.h', 'Helena');
      const voter = await registerInSaoPaulo(request, baseURL, 'tela.v', 'Paulo');
      for (const account of [host, voter]) await waitUntilKnown(request, account);
      const week = await freshWeek(request);
      await setClock(request, week.monday);
      const indicationId = await nominate(request, host, {
        name: venue,
        address: 'Rua Augusta, 2100',
        reference: 'Perto do metrô',
        event_day: 'Sábado',
        event_time: 'Noite - Horário a combinar',
      });
      await approve(request, indicationId);

      await openAs(page, voter);
      const card = page.getByRole('article', { name: venue });
      const sheet = page.getByRole('dialog', { name: venue });

      await test.step('Votar inside the sheet: the toast is drawn on top of it and focus stays in it', async () => {
        const details = card.getByRole('button', { name: 'Detalhes' });
        await details.click();
        await expect(sheet).toBeVisible();
        await sheet.getByRole('button', { name: 'Votar' }).click();
        const voted = toastCard(page, 'Voto registrado com sucesso!');
        await expect(voted).toBeVisible();
        expect(await isOnTop(voted), 'o toast está por cima da folha').toBe(true);
        await expect(sheet.getByRole('button', { name: 'Remover' })).toBeEnabled();
        await expect.poll(() => focusInDialog(page), 'foco dentro da folha').not.toBeNull();
      });

      await test.step('identical toasts merge into one', async () => {
        await sheet.getByRole('button', { name: 'Remover' }).click();
        await expect(toastCard(page, 'Voto removido com sucesso!')).toBeVisible();
        await expect.poll(() => focusInDialog(page), 'foco dentro da folha').not.toBeNull();
        await sheet.getByRole('button', { name: 'Votar' }).click();
        await expect(sheet.getByRole('button', { name: 'Remover' })).toBeEnabled();
        const voted = toastCard(page, 'Voto registrado com sucesso!');
        await expect(voted).toHaveCount(1);
        await expect(voted).toContainText('×2');
      });

      await test.step('Escape still closes the sheet and focus returns to Detalhes', async () => {
        await expect.poll(() => focusInDialog(page), 'foco dentro da folha').not.toBeNull();
        await page.keyboard.press('Escape');
        await expect(sheet).toBeHidden();
        await expect(card.getByRole('button', { name: 'Detalhes' })).toBeFocused();
      });

      await test.step('a nomination sent without a photo scrolls to the photo slots and focuses them', async () => {
        await page.getByRole('button', { name: 'Indicar Local' }).click();
        const dialog = page.getByRole('dialog', { name: 'Indicar Local' });
        await dialog.getByRole('textbox', { name: 'Nome do local' }).fill(`Outro ${venue}`);
        await dialog.getByRole('textbox', { name: 'Endereço' }).fill('Rua Augusta, 2200');
        await dialog.getByRole('combobox', { name: 'Dia do encontro' }).selectOption('Sábado');
        await dialog
          .getByRole('combobox', { name: 'Horário do encontro' })
          .selectOption('Noite - Horário a combinar');
        // The sheet scrolled to its end, as it is after filling it in: the photo slots are above.
        await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        await dialog.getByRole('button', { name: 'Enviar Indicação' }).click();
        await expect(dialog.getByText('Pelo menos uma foto é obrigatória')).toBeInViewport();
        const focusedSlot = dialog.locator('.photo-slot:has(:focus)');
        await expect(focusedSlot).toHaveCount(1);
        await expect(focusedSlot).toBeInViewport();
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
        await page
          .getByRole('dialog', { name: 'Descartar indicação?' })
          .getByRole('button', { name: 'Descartar' })
          .click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });

      await setClock(request, week.friday);
      await expect
        .poll(
          async () => {
            const res = await request.get(`/api/winners/${encodeURIComponent('São Paulo')}`, {
              headers: bearer(voter),
            });
            const body = (await res.json()) as { winners?: { name: string }[] };
            return body.winners?.map((w) => w.name) ?? [];
          },
          { timeout: 30_000, message: 'vencedores revelados' },
        )
        .toContain(venue);

      await test.step('the nominator deletes their account', async () => {
        const deleted = await request.delete('/api/profile', {
          headers: bearer(host),
          data: { password: host.password },
        });
        expect(deleted.status(), `exclusão: ${await deleted.text()}`).toBe(200);
      });

      await test.step('the 1st place shows the placeholder, never a broken image over its badge', async () => {
        // A new browser: nothing of the photo is cached from Monday.
        const fresh = await contextAs(browser, { baseURL, viewport, isMobile, hasTouch }, voter);
        try {
          const first = fresh.page.getByRole('article', { name: venue });
          // The gateway deletes the photos right after the account: a page opened before that still shows them.
          await expect(async () => {
            await fresh.page.goto('/');
            await expect(first.getByText('1º lugar')).toBeVisible();
            await expect(first.locator('.photo-placeholder')).toBeVisible({ timeout: 5_000 });
          }).toPass({ timeout: 40_000 });
          const broken = await fresh.page.evaluate(() =>
            [...document.images]
              .filter((img) => img.complete && img.naturalWidth === 0)
              .map((img) => img.src),
          );
          expect(broken, 'imagens quebradas').toEqual([]);
          await first.getByText('1º lugar').scrollIntoViewIfNeeded();
          // The Home's reads start with the session check, so the page is often drawn while the splash still fades over it.
          await expect(fresh.page.locator('.splash')).toHaveCount(0);
          expect(await isOnTop(first.getByText('1º lugar')), 'o selo de 1º lugar à vista').toBe(true);
          await expectFits(fresh.page, `/forum/${indicationId}`);
        } finally {
          await fresh.context.close();
        }
      });
    });
  },
);

test(
  'after Criar conta the success message is in view and focused',
  { tag: '@every-width' },
  async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Joana');
    await page.getByRole('textbox', { name: 'Sobrenome', exact: true }).fill('Teste');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('tela.cadastro'));
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('São Paulo');
    const city = page.getByRole('combobox', { name: 'Cidade' });
    await expect(city).toBeEnabled();
    await city.fill('São Paulo');
    await page
      .getByRole('listbox', { name: 'Cidades' })
      .getByRole('option', { name: 'São Paulo', exact: true })
      .click();
    await page.getByLabel('Senha', { exact: true }).fill('Senha123');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('Senha123');
    await page.getByRole('checkbox', { name: /Li e aceito os Termos & Condições/ }).check();
    const submit = page.getByRole('button', { name: 'Criar conta' });
    await submit.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY), 'a página está rolada até o botão').toBeGreaterThan(0);
    await submit.click();
    const done = page.getByRole('heading', { name: 'Cadastro realizado!' });
    await expect(done).toBeInViewport();
    await expect(done).toBeFocused();
  },
);

test(
  'a refused Criar conta scrolls to the first wrong field and focuses it',
  { tag: '@every-width' },
  async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Sobrenome', exact: true }).fill('Teste');
    await page.getByRole('checkbox', { name: /Li e aceito os Termos & Condições/ }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    const first = page.getByRole('textbox', { name: 'Nome', exact: true });
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport();
  },
);

test(
  'no page is wider than the phone (390 and 320 px), signed out or signed in',
  { tag: '@one-width' },
  async ({ page, request, baseURL }) => {
    test.setTimeout(240_000);
    for (const path of [
      '/login',
      '/register',
      '/sao-paulo',
      '/duvidas',
      '/contato',
      '/sobre',
      '/termos',
      '/privacidade',
      '/support/faq',
      '/support/contact',
      '/validate-email',
      '/validar-cadastro',
      '/forgot-password',
      '/reset-password?token=abc',
      '/anfitriao/confirmar',
      '/notificacoes/descadastrar',
      '/nao-existe/aqui',
    ])
      await expectFits(page, path);

    // The e-mailed link expires by the dev clock: keep it still while signing up.
    const person = await withClockLock(baseURL, () =>
      registerInSaoPaulo(request, baseURL, 'tela.l', 'Larissa'),
    );
    await openAs(page, person);
    for (const path of [
      '/',
      '/profile',
      '/indication/new',
      '/last-encounter',
      '/support',
      '/host-support',
      '/support/ticket',
      '/notificacoes',
      '/duvidas',
      '/contato',
      '/sobre',
      '/termos',
      '/privacidade',
      '/support/faq',
      '/support/contact',
      '/nao-existe/aqui',
    ])
      await expectFits(page, path);
  },
);
