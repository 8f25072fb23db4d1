import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, makePng, test, withClockLock, type Account } from './support';
import { freshWeek, registerInSaoPaulo, setClock, waitUntilKnown } from './week-clock';

/**
 * Issue 28 on a phone (390 and 320 px): a week where nobody voted says so honestly, and the open
 * Home follows the week by itself — at Friday 00:00, and when a Votar is refused because voting closed.
 */

/** Opens `path` as `account` (the app reads the token from localStorage at start-up). */
async function openAs(page: Page, account: Account, path = '/') {
  await page.goto('/sobre');
  await page.evaluate((t) => window.localStorage.setItem('token', t), account.token);
  await page.goto(path);
  await expect(page.getByText(`Olá, ${account.name.split(' ')[0]}!`)).toBeVisible();
}

/** `account` nominates `venue` through the API and the demo admin approves it; returns its id. */
async function approvedVenue(request: APIRequestContext, account: Account, venue: string): Promise<string> {
  const sent = await request.post('/api/indications', {
    headers: { Authorization: `Bearer ${account.token}` },
    multipart: {
      name: venue,
      address: `Rua dos Ciclos, ${Math.floor(Math.random() * 9000) + 100}`,
      event_day: 'Sábado',
      event_time: 'Noite - Horário a combinar',
      photos: { name: 'local.png', mimeType: 'image/png', buffer: makePng(48) },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { indication } = (await sent.json()) as { indication: { indication_id: string } };
  const login = await request.post('/api/login', { data: demo.admin });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const approved = await request.put(`/api/admin/indications/${indication.indication_id}/approve`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(approved.status()).toBe(200);
  return indication.indication_id;
}

async function vote(request: APIRequestContext, account: Account, id: string) {
  const res = await request.post(`/api/indications/${id}/vote`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Waits until the city's week has closed on the server (winners or none). */
async function weekClosed(request: APIRequestContext, account: Account) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/winners/${encodeURIComponent('São Paulo')}`, {
          headers: { Authorization: `Bearer ${account.token}` },
        });
        return ((await res.json()) as { week_closed?: boolean }).week_closed;
      },
      { timeout: 30_000, message: 'semana apurada' },
    )
    .toBe(true);
}

/** Marks the page, so a reload (which would clear the mark) shows. */
const markPage = (page: Page) => page.evaluate(() => ((window as { cycleMark?: boolean }).cycleMark = true));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as { cycleMark?: boolean }).cycleMark === true);

const banner = (page: Page) => page.getByRole('region', { name: 'Situação da semana' });
const errorToast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).last();

async function fitsTheScreen(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('at Friday 00:00 the open Home shows the winners without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const venue = `Bar da Virada ${Date.now().toString(36)}`;
  await withClockLock(baseURL, async () => {
    const host = await registerInSaoPaulo(request, baseURL, 'ciclo.a', 'Heloísa');
    const voter = await registerInSaoPaulo(request, baseURL, 'ciclo.b', 'Ícaro');
    for (const account of [host, voter]) await waitUntilKnown(request, account);
    const { monday, friday } = await freshWeek(request);
    await setClock(request, monday);
    await vote(request, voter, await approvedVenue(request, host, venue));

    // Thursday 23:59:52, the Home open on the venues in voting.
    await setClock(request, new Date(Date.parse(friday) - 8_000).toISOString());
    await openAs(page, voter);
    await expect(banner(page)).toContainText('Votação Ativa');
    await expect(page.getByRole('heading', { name: 'Locais em Votação' })).toBeVisible();
    await expect(page.getByRole('article', { name: venue })).toBeVisible();
    await markPage(page);

    await setClock(request, friday);
    await expect(page.getByRole('heading', { name: 'Vencedores da Semana' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('article', { name: venue })).toContainText('1º lugar');
    await expect(banner(page)).toContainText('Votação encerrada');
    await expect(banner(page)).not.toContainText('Votação Ativa');
    await expect(page.getByRole('heading', { name: 'Locais em Votação' })).toHaveCount(0);
    expect(await stillSamePage(page)).toBe(true);
    await fitsTheScreen(page);
  });
});

test('a week whose only approved venue got no vote shows no winners on Friday, on the Home and the city page', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const venue = `Bar Sem Votos ${Date.now().toString(36)}`;
  await withClockLock(baseURL, async () => {
    const host = await registerInSaoPaulo(request, baseURL, 'ciclo.c', 'Joana');
    await waitUntilKnown(request, host);
    const { monday, friday } = await freshWeek(request);
    await setClock(request, monday);
    await approvedVenue(request, host, venue);
    await setClock(request, friday);
    await weekClosed(request, host);

    await openAs(page, host);
    const none = page.getByRole('region', { name: 'Não houve vencedores esta semana' });
    await expect(none).toBeVisible();
    await expect(none).toContainText('Nenhum local recebeu votos esta semana — não houve vencedores.');
    await expect(banner(page)).toContainText('As indicações e a votação reabrem na segunda-feira, às 00:00.');
    await expect(banner(page)).not.toContainText('vencedores da semana foram revelados');
    await expect(page.getByRole('heading', { name: 'Locais em Votação' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: venue })).toHaveCount(0);
    await fitsTheScreen(page);

    // The guest's city page says the same.
    await page.evaluate(() => window.localStorage.removeItem('token'));
    await page.goto('/sao-paulo');
    await expect(page.getByRole('heading', { name: 'Não houve vencedores esta semana' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Locais em Votação' })).toHaveCount(0);
    await fitsTheScreen(page);
  });
});

test('a Votar refused because voting closed brings the Home to the winners', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const venue = `Bar do Atraso ${Date.now().toString(36)}`;
  await withClockLock(baseURL, async () => {
    const host = await registerInSaoPaulo(request, baseURL, 'ciclo.d', 'Lara');
    const early = await registerInSaoPaulo(request, baseURL, 'ciclo.e', 'Mauro');
    const late = await registerInSaoPaulo(request, baseURL, 'ciclo.f', 'Nina');
    for (const account of [host, early, late]) await waitUntilKnown(request, account);
    const { monday, friday } = await freshWeek(request);
    await setClock(request, monday);
    await vote(request, early, await approvedVenue(request, host, venue));

    // Monday: the page expects its next change on Friday, days away.
    await openAs(page, late);
    const card = page.getByRole('article', { name: venue });
    await expect(card.getByRole('button', { name: 'Votar' })).toBeEnabled();
    await markPage(page);

    // The server's week moves past Friday 00:00 behind the open page's back.
    await setClock(request, friday);
    await weekClosed(request, late);
    await card.getByRole('button', { name: 'Votar' }).click();
    await expect(errorToast(page, 'A votação acontece de segunda a quinta-feira.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vencedores da Semana' })).toBeVisible();
    await expect(banner(page)).toContainText('Votação encerrada');
    await expect(card.getByRole('button', { name: 'Votar' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Eu Vou!' })).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
  });
});
