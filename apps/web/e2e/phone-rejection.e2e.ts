import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, makePng, test, withClockLock, type Account } from './support';
import { freshWeek, registerInSaoPaulo, setClock, waitUntilKnown } from './week-clock';

/**
 * Issue 28, item 7, on a phone (390 and 320 px): an administrator rejects a nomination with a reason;
 * the nominator reads why in the bell and on the Home, and nominates another venue the same week.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Opens `path` as `account` (the app reads the token from localStorage at start-up). */
async function openAs(page: Page, account: Account, path = '/') {
  await page.goto('/sobre');
  await page.evaluate((t) => window.localStorage.setItem('token', t), account.token);
  await page.goto(path);
  await expect(page.getByText(`Olá, ${account.name.split(' ')[0]}!`)).toBeVisible();
}

/** `account` nominates `venue` through the API (pending); returns its id. */
async function nominate(request: APIRequestContext, account: Account, venue: string): Promise<string> {
  const sent = await request.post('/api/indications', {
    headers: bearer(account.token),
    multipart: {
      name: venue,
      address: `Rua das Recusas, ${Math.floor(Math.random() * 9000) + 100}`,
      event_day: 'Sábado',
      event_time: 'Noite - Horário a combinar',
      photos: { name: 'local.png', mimeType: 'image/png', buffer: makePng(48) },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { indication: { indication_id: string } }).indication.indication_id;
}

/** The demo admin rejects the indication through DELETE /api/admin/indications/{id} with `reason`. */
async function rejectWithReason(request: APIRequestContext, id: string, reason: string) {
  const login = await request.post('/api/login', { data: demo.admin });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const rejected = await request.delete(`/api/admin/indications/${id}`, {
    headers: bearer(token),
    data: { reason },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);
  expect(await rejected.json()).toMatchObject({
    message: 'Indicação rejeitada com sucesso!',
    indication: { status: 'rejected', rejection_reason: reason },
  });
}

async function unreadOf(request: APIRequestContext, account: Account): Promise<number> {
  const res = await request.get('/api/notifications', { headers: bearer(account.token) });
  return ((await res.json()) as { unread: number }).unread;
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

async function fitsTheScreen(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('a rejected nomination says why and frees the week: the person nominates again', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const refused = `Bar Recusado ${stamp}`;
  const second = `Bar Aceito ${stamp}`;
  const reason = 'As fotos não mostram a fachada do local.';

  await withClockLock(baseURL, async () => {
    const person = await registerInSaoPaulo(request, baseURL, 'recusa', 'Rita');
    await waitUntilKnown(request, person);
    const { monday } = await freshWeek(request);
    await setClock(request, monday);

    const id = await nominate(request, person, refused);
    await rejectWithReason(request, id, reason);
    await expect.poll(() => unreadOf(request, person), { timeout: 20_000 }).toBe(1);

    await test.step('the bell says it was not approved, with the reason and that another may be nominated', async () => {
      await openAs(page, person);
      await page.getByRole('button', { name: 'Notificações, 1 não lida' }).click();
      const panel = page.getByRole('dialog', { name: 'Notificações' });
      const item = panel.getByRole('listitem').filter({ hasText: 'Sua indicação não foi aprovada' });
      await expect(item).toContainText(`“${refused}” não entrou na votação desta semana. Motivo: ${reason}`);
      await expect(item).toContainText('Você pode indicar outro local nesta semana');
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });

    await test.step('the Home shows "Não foi aprovada" with the reason, and Indicar Local is available', async () => {
      const mine = page.getByRole('region', { name: 'Minhas indicações da semana' });
      const item = mine.getByRole('listitem').filter({ hasText: refused });
      await expect(item).toContainText('Não foi aprovada');
      await expect(item).toContainText(`Motivo: ${reason}`);
      await expect(item).toContainText('Você pode indicar outro local nesta semana.');
      await expect(page.getByRole('button', { name: 'Indicar Local' })).toBeEnabled();
      await expect(page.getByText('Você já indicou um local esta semana')).toHaveCount(0);
      await item.scrollIntoViewIfNeeded();
      await expect(item).toBeInViewport();
      await fitsTheScreen(page);
    });

    await test.step('the person nominates another venue the same week', async () => {
      await page.getByRole('button', { name: 'Indicar Local' }).click();
      const dialog = page.getByRole('dialog', { name: 'Indicar Local' });
      await dialog.getByRole('textbox', { name: 'Nome do local' }).fill(second);
      await dialog.getByRole('textbox', { name: 'Endereço' }).fill(`Rua Augusta, ${Date.now() % 9000}`);
      await dialog.getByRole('combobox', { name: 'Dia do encontro' }).selectOption('Domingo');
      await dialog
        .getByRole('combobox', { name: 'Horário do encontro' })
        .selectOption('Tarde - Horário a combinar');
      await dialog
        .getByLabel('Foto 1')
        .setInputFiles({ name: 'fachada.png', mimeType: 'image/png', buffer: makePng(64) });
      await fitsTheScreen(page);
      await dialog.getByRole('button', { name: 'Enviar Indicação' }).click();
      await expect(
        toast(page, 'Indicação enviada com sucesso! Aguarde a aprovação dos administradores.'),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step('the new nomination takes the week again; the rejected one keeps its reason', async () => {
      const mine = page.getByRole('region', { name: 'Minhas indicações da semana' });
      await expect(mine.getByRole('listitem').filter({ hasText: second })).toContainText(
        'Aguardando aprovação',
      );
      const old = mine.getByRole('listitem').filter({ hasText: refused });
      await expect(old).toContainText(`Motivo: ${reason}`);
      await expect(old).not.toContainText('Você pode indicar outro local');
      await expect(page.getByRole('button', { name: 'Indicar Local' })).toBeDisabled();
      await expect(page.getByText('Você já indicou um local esta semana')).toBeVisible();
      await fitsTheScreen(page);
    });
  });
});
