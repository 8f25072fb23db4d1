import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, expectAccessible, makePng, test, withClockLock, type Account } from './support';
import { freshWeek, registerInSaoPaulo, setClock, waitUntilKnown } from './week-clock';

/** Opens `path` as `account` (the app reads the token from localStorage at start-up). */
async function openAs(page: Page, account: Account, path = '/') {
  await page.goto('/sobre');
  await page.evaluate((t) => window.localStorage.setItem('token', t), account.token);
  await page.goto(path);
  await expect(page.getByText(`Olá, ${account.name.split(' ')[0]}!`)).toBeVisible();
}

async function approve(request: APIRequestContext, venue: string) {
  const login = await request.post('/api/login', { data: demo.admin });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const list = await request.get('/api/admin/indications', {
    headers,
    params: { status: 'pending', search: venue },
  });
  const { data } = (await list.json()) as { data: { indication_id: string; name: string }[] };
  const pending = data.find((i) => i.name === venue);
  expect(pending, `indicação pendente ${venue}`).toBeDefined();
  const approved = await request.put(`/api/admin/indications/${pending!.indication_id}/approve`, { headers });
  expect(approved.status()).toBe(200);
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

test('the Home tells the truth about the week: own nominations, one vote, one meetup, reasons instead of failing forms', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const venueA = `Bar Sincero ${stamp}`;
  const venueB = `Café Sincero ${stamp}`;

  await withClockLock(baseURL, async () => {
    const helena = await registerInSaoPaulo(request, baseURL, 'casa.h', 'Helena');
    const igor = await registerInSaoPaulo(request, baseURL, 'casa.i', 'Igor');
    const julia = await registerInSaoPaulo(request, baseURL, 'casa.j', 'Júlia');
    for (const account of [helena, igor, julia]) await waitUntilKnown(request, account);
    const { monday, friday } = await freshWeek(request);
    await setClock(request, monday);

    await test.step('closing the nomination with something typed asks before discarding', async () => {
      await openAs(page, helena);
      await page.getByRole('button', { name: 'Indicar Local' }).click();
      const dialog = page.getByRole('dialog', { name: 'Indicar Local' });
      const name = dialog.getByRole('textbox', { name: 'Nome do local' });
      await name.fill(venueA);
      await page.keyboard.press('Escape');
      const ask = page.getByRole('dialog', { name: 'Descartar indicação?' });
      await expect(ask).toBeVisible();
      await expectAccessible(page, 'pergunta de descartar a indicação');
      await ask.getByRole('button', { name: 'Continuar editando' }).click();
      await expect(ask).toBeHidden();
      await expect(name).toHaveValue(venueA);

      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await ask.getByRole('button', { name: 'Descartar' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('sending without a photo says one is required; then the nomination waits for approval', async () => {
      await page.getByRole('button', { name: 'Indicar Local' }).click();
      const dialog = page.getByRole('dialog', { name: 'Indicar Local' });
      await expect(dialog.getByRole('textbox', { name: 'Nome do local' })).toHaveValue('');
      await dialog.getByRole('textbox', { name: 'Nome do local' }).fill(venueA);
      await dialog.getByRole('textbox', { name: 'Endereço' }).fill('Rua Augusta, 1500');
      await dialog.getByRole('combobox', { name: 'Dia do encontro' }).selectOption('Sábado');
      await dialog
        .getByRole('combobox', { name: 'Horário do encontro' })
        .selectOption('Noite - Horário a combinar');
      await dialog.getByRole('button', { name: 'Enviar Indicação' }).click();
      await expect(dialog.getByText('Pelo menos uma foto é obrigatória')).toBeVisible();
      await expect(dialog).toBeVisible();

      await dialog
        .getByLabel('Foto 1')
        .setInputFiles({ name: 'bar.png', mimeType: 'image/png', buffer: makePng(64) });
      await expect(dialog.getByText('Pelo menos uma foto é obrigatória')).toBeHidden();
      await dialog.getByRole('button', { name: 'Enviar Indicação' }).click();
      await expect(
        toast(page, 'Indicação enviada com sucesso! Aguarde a aprovação dos administradores.'),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      const mine = page.getByRole('region', { name: 'Minhas indicações da semana' });
      await expect(mine.getByRole('listitem').filter({ hasText: venueA })).toContainText(
        'Aguardando aprovação',
      );
      await expect(page.getByRole('button', { name: 'Indicar Local' })).toBeDisabled();
      await expect(page.getByText('Você já indicou um local esta semana')).toBeVisible();
    });

    await test.step('/indication/new says why instead of showing a form once the person nominated', async () => {
      await page.goto('/indication/new');
      const dialog = page.getByRole('dialog', { name: 'Indicar Local' });
      await expect(dialog.getByText('Você já indicou um local esta semana')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Nome do local' })).toHaveCount(0);
      await expectAccessible(page, 'motivo no lugar do formulário de indicação');
      await dialog.getByRole('button', { name: 'Entendi' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('a second venue is nominated, the admin approves both, the nomination reads Aprovada', async () => {
      const sent = await request.post('/api/indications', {
        headers: { Authorization: `Bearer ${igor.token}` },
        multipart: {
          name: venueB,
          address: 'Rua da Consolação, 200',
          event_day: 'Domingo',
          event_time: 'Tarde - Horário a combinar',
          photos: { name: 'cafe.png', mimeType: 'image/png', buffer: makePng(32) },
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      await approve(request, venueA);
      await approve(request, venueB);
      await page.reload();
      const mine = page.getByRole('region', { name: 'Minhas indicações da semana' });
      await expect(mine.getByRole('listitem').filter({ hasText: venueA })).toContainText('Aprovada');
    });

    const card = (venue: string) => page.getByRole('article', { name: venue });

    await test.step('after voting, the other venues do not offer a Votar that can only fail', async () => {
      await openAs(page, julia);
      await expect(page.getByRole('heading', { name: 'Locais em Votação' })).toBeVisible();
      await expect(card(venueB).getByRole('button', { name: 'Votar' })).toBeEnabled();
      await card(venueA).getByRole('button', { name: 'Votar' }).click();
      await expect(toast(page, 'Voto registrado com sucesso!')).toBeVisible();
      await expect(card(venueA).getByRole('button', { name: 'Remover' })).toBeEnabled();
      await expect(card(venueB).getByRole('button', { name: 'Votar' })).toBeDisabled();
      await expect(page.getByText(`Você já votou esta semana em ${venueA}`)).toBeVisible();
      await expectAccessible(page, 'início depois do voto');

      await card(venueB).getByRole('button', { name: 'Detalhes' }).click();
      const details = page.getByRole('dialog', { name: venueB });
      await expect(details.getByRole('button', { name: 'Votar' })).toBeDisabled();
      await details.getByRole('button', { name: 'Fechar' }).click();
      await expect(details).toBeHidden();

      // Helena votes for the other venue, so both are among the winners.
      await openAs(page, helena);
      await card(venueB).getByRole('button', { name: 'Votar' }).click();
      await expect(toast(page, 'Voto registrado com sucesso!')).toBeVisible();
      await expect(card(venueA).getByRole('button', { name: 'Votar' })).toBeDisabled();
    });

    await test.step('a failed load of the indications says so and Tentar novamente recovers', async () => {
      const list = (url: URL) => url.pathname === '/api/indications';
      await page.route(list, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await page.reload();
      await expect(page.getByText('Erro ao carregar indicações')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Nenhum local em votação' })).toHaveCount(0);
      await page.unroute(list);
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(page.getByRole('heading', { name: 'Locais em Votação' })).toBeVisible();
      await expect(card(venueA)).toBeVisible();
      await expect(page.getByText('Erro ao carregar indicações')).toHaveCount(0);
    });

    await test.step('Friday: after Eu Vou! on one winner the others do not offer one', async () => {
      await setClock(request, friday);
      await expect
        .poll(
          async () => {
            const res = await request.get(`/api/winners/${encodeURIComponent('São Paulo')}`, {
              headers: { Authorization: `Bearer ${julia.token}` },
            });
            const body = (await res.json()) as { winners?: { name: string }[] };
            return body.winners?.map((w) => w.name) ?? [];
          },
          { timeout: 30_000, message: 'vencedores revelados' },
        )
        .toEqual(expect.arrayContaining([venueA, venueB]));
      await openAs(page, julia);
      await expect(page.getByRole('heading', { name: 'Vencedores da Semana' })).toBeVisible();
      await expect(card(venueB).getByRole('button', { name: 'Eu Vou!' })).toBeEnabled();
      await card(venueA).getByRole('button', { name: 'Eu Vou!' }).click();
      await expect(card(venueA).getByText('Presença Confirmada', { exact: true })).toBeVisible();
      await expect(card(venueB).getByRole('button', { name: 'Eu Vou!' })).toBeDisabled();
      await expect(
        card(venueB).getByText(`Você já confirmou presença em ${venueA} nesta semana.`),
      ).toBeVisible();
      await expectAccessible(page, 'vencedores depois do Eu Vou!');
    });

    await test.step('on the weekend /indication/new shows the reason instead of the form', async () => {
      await expect(page.getByRole('button', { name: 'Indicações Indisponíveis' })).toBeDisabled();
      await expect(page.getByText('Indicações não são permitidas no fim de semana')).toBeVisible();
      await page.goto('/indication/new');
      const dialog = page.getByRole('dialog', { name: 'Indicar Local' });
      await expect(dialog.getByText('Indicações não são permitidas no fim de semana')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Nome do local' })).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Enviar Indicação' })).toHaveCount(0);
    });
  });
});
