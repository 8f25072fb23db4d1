import type { Page } from '@playwright/test';
import { demo, expect, makePng, registerVerified, test, withClockLock, type Account } from './support';
import { freshWeek, registerInSaoPaulo, setClock, waitUntilKnown } from './week-clock';

const RIO = { state: 'Rio de Janeiro', city: 'Rio de Janeiro', cityId: '3304557' };
/** Opens the Home as `account` (the app reads the token from localStorage at start-up). */
async function openHomeAs(page: Page, account: Account) {
  await page.goto('/sobre');
  await page.evaluate((t) => window.localStorage.setItem('token', t), account.token);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(page.getByText(`Olá, ${account.name.split(' ')[0]}!`)).toBeVisible();
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

test('a whole week: nominate, approve, vote, reveal the winners, host and attend', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const venue = `Bar da Semana ${Date.now().toString(36)}`;

  await withClockLock(baseURL, async () => {
    // One at a time: each sign-up hashes a password, and the stack shares two cores with the browsers.
    const ana = await registerInSaoPaulo(request, baseURL, 'semana.a', 'Alice');
    const bruno = await registerInSaoPaulo(request, baseURL, 'semana.b', 'Beto');
    const carla = await registerInSaoPaulo(request, baseURL, 'semana.c', 'Célia');
    const rafael = await registerVerified(request, baseURL, { prefix: 'semana.r', firstName: 'Rui', ...RIO });
    for (const account of [ana, bruno, carla, rafael]) await waitUntilKnown(request, account);
    const { monday, friday } = await freshWeek(request);

    await test.step('Monday: A nominates a venue with a photo', async () => {
      await setClock(request, monday);
      await openHomeAs(page, ana);
      await expect(page.getByText('Votação Ativa')).toBeVisible();
      await page.getByRole('button', { name: 'Indicar Local' }).click();
      const dialog = page.getByRole('dialog', { name: 'Indicar Local' });
      await expect(dialog).toContainText('apenas de segunda a quinta-feira');
      await dialog
        .getByLabel('Foto 1')
        .setInputFiles({ name: 'bar.png', mimeType: 'image/png', buffer: makePng(64) });
      await expect(dialog.getByRole('img', { name: 'Pré-visualização da foto 1' })).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Nome do local' }).fill(venue);
      await dialog.getByRole('textbox', { name: 'Telefone' }).pressSequentially('11987654321');
      await expect(dialog.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 98765-4321');
      await dialog.getByRole('textbox', { name: 'Endereço' }).fill('Rua Augusta, 1000');
      await dialog.getByRole('textbox', { name: 'Ponto de referência' }).fill('Perto do metrô Consolação');
      await dialog.getByRole('textbox', { name: 'Site' }).fill('https://bardasemana.com.br');
      await dialog.getByRole('textbox', { name: 'Atrações' }).fill('música ao vivo, petiscos');
      await dialog.getByRole('combobox', { name: 'Dia do encontro' }).selectOption('Sábado');
      await dialog
        .getByRole('combobox', { name: 'Horário do encontro' })
        .selectOption('Noite - Horário a combinar');
      await dialog.getByRole('button', { name: 'Enviar Indicação' }).click();
      await expect(
        toast(page, 'Indicação enviada com sucesso! Aguarde a aprovação dos administradores.'),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await page.reload();
      await expect(page.getByText('Você já indicou um local esta semana')).toBeVisible();
    });

    await test.step('the admin approves it through the API', async () => {
      const login = await request.post('/api/login', { data: demo.admin });
      expect(login.status()).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const headers = { Authorization: `Bearer ${token}` };
      const list = await request.get('/api/admin/indications', {
        headers,
        params: { status: 'pending', search: venue },
      });
      expect(list.status()).toBe(200);
      const { data } = (await list.json()) as { data: { indication_id: string; name: string }[] };
      const pending = data.find((i) => i.name === venue);
      expect(pending, 'indicação pendente').toBeDefined();
      const approved = await request.put(`/api/admin/indications/${pending!.indication_id}/approve`, {
        headers,
      });
      expect(approved.status()).toBe(200);
    });

    const card = () => page.getByRole('article', { name: venue });

    await test.step('B votes, removes the vote and casts it again; C votes', async () => {
      await openHomeAs(page, bruno);
      await expect(page.getByRole('heading', { name: 'Locais em Votação' })).toBeVisible();
      await expect(card().getByText('0 votos', { exact: true })).toBeVisible();
      const photo = card().getByRole('img', { name: `Foto de ${venue}` });
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      await card().getByRole('button', { name: 'Votar' }).click();
      await expect(toast(page, 'Voto registrado com sucesso!')).toBeVisible();
      await expect(card().getByText('1 voto', { exact: true })).toBeVisible();
      await card().getByRole('button', { name: 'Remover' }).click();
      await expect(toast(page, 'Voto removido com sucesso!')).toBeVisible();
      await expect(card().getByText('0 votos', { exact: true })).toBeVisible();
      await card().getByRole('button', { name: 'Votar' }).click();
      await expect(card().getByRole('button', { name: 'Remover' })).toBeEnabled();
      await page.reload();
      await expect(card().getByText('1 voto', { exact: true })).toBeVisible();
      await expect(card().getByRole('button', { name: 'Remover' })).toBeVisible();

      await openHomeAs(page, carla);
      await card().getByRole('button', { name: 'Votar' }).click();
      await expect(toast(page, 'Voto registrado com sucesso!')).toBeVisible();
      await expect(card().getByText('2 votos', { exact: true })).toBeVisible();
    });

    await test.step('a person in Rio de Janeiro sees nothing of it', async () => {
      await openHomeAs(page, rafael);
      await expect(page.getByText('Votação Ativa')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Nenhum local em votação' })).toBeVisible();
      await expect(page.getByText(venue)).toHaveCount(0);
    });

    await test.step('Friday 00:00: the winners grid shows it first with its votes', async () => {
      await setClock(request, friday);
      await expect
        .poll(
          async () => {
            const res = await request.get(`/api/winners/${encodeURIComponent('São Paulo')}`, {
              headers: { Authorization: `Bearer ${ana.token}` },
            });
            const body = (await res.json()) as { winners?: { name: string }[] };
            return body.winners?.map((w) => w.name) ?? [];
          },
          { timeout: 30_000, message: 'vencedores revelados' },
        )
        .toContain(venue);
      await openHomeAs(page, ana);
      await expect(page.getByRole('heading', { name: 'Vencedores da Semana' })).toBeVisible();
      const first = page.getByRole('article').first();
      await expect(first.getByRole('heading', { name: venue })).toBeVisible();
      await expect(first.getByText('1º lugar')).toBeVisible();
      await expect(first.getByText(/^2 votos/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Indicações Indisponíveis' })).toBeDisabled();
    });

    await test.step('A is the host and confirms', async () => {
      await expect(card().getByText('Você é o anfitrião!')).toBeVisible();
      await card().getByRole('button', { name: 'Confirmar Presença' }).click();
      await expect(card().getByText('Presença Confirmada', { exact: true })).toBeVisible();
    });

    await test.step('B clicks Eu Vou! and sees Presença Confirmada', async () => {
      await openHomeAs(page, bruno);
      await expect(card().getByText('Você é o anfitrião!')).toHaveCount(0);
      await card().getByRole('button', { name: 'Eu Vou!' }).click();
      await expect(card().getByText('Presença Confirmada', { exact: true })).toBeVisible();
      await expect(toast(page, 'Presença confirmada com sucesso!')).toBeVisible();
      await expect(card().getByRole('link', { name: 'Acessar Fórum' })).toBeVisible();
      const calendar = await card()
        .getByRole('link', { name: 'Adicionar ao calendário' })
        .getAttribute('href');
      const ics = await request.get(calendar!);
      expect(ics.status()).toBe(200);
      expect(await ics.text()).toContain('BEGIN:VCALENDAR');
    });

    await test.step('a guest sees the winners on /sao-paulo, read-only, with a call to sign up', async () => {
      await page.evaluate(() => window.localStorage.clear());
      await page.goto('/sao-paulo');
      await expect(page.getByRole('heading', { level: 1, name: 'Encontro em São Paulo' })).toBeVisible();
      await expect(card().getByText('1º lugar')).toBeVisible();
      await expect(card().getByRole('button', { name: 'Eu Vou!' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/register');
    });
  });
});
