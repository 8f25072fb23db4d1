import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demo, expect, expectAccessible, makePng, test, withClockLock, type Account } from './support';
import { freshWeek, registerInSaoPaulo, setClock, waitUntilKnown } from './week-clock';

/**
 * Issue 28 items 1 and 10c on a phone (390 and 320 px): a winner's host is warned before "Eu Vou!"
 * on another winner; after going anyway, "Confirmar Presença" on their own card brings them back;
 * and the forum's count of participants is the Home card's count of presences.
 */

const bearer = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

/** Opens `path` as `account` (the app reads the token from localStorage at start-up). */
async function openAs(page: Page, account: Account, path = '/') {
  await page.goto('/sobre');
  await page.evaluate((t) => window.localStorage.setItem('token', t), account.token);
  await page.goto(path);
}

/** `host` nominates `venue` (Monday) and the admin approves it: returns its id. */
async function nominateApproved(request: APIRequestContext, host: Account, venue: string, address: string) {
  const sent = await request.post('/api/indications', {
    headers: bearer(host),
    multipart: {
      name: venue,
      address,
      event_day: 'Sábado',
      event_time: 'Noite - Horário a combinar',
      photos: { name: 'local.png', mimeType: 'image/png', buffer: makePng(32) },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const login = await request.post('/api/login', { data: demo.admin });
  const admin = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const list = await request.get('/api/admin/indications', {
    headers: admin,
    params: { status: 'pending', search: venue },
  });
  const { data } = (await list.json()) as { data: { indication_id: string; name: string }[] };
  const id = data.find((i) => i.name === venue)?.indication_id;
  expect(id, `indicação pendente ${venue}`).toBeDefined();
  const approved = await request.put(`/api/admin/indications/${id}/approve`, { headers: admin });
  expect(approved.status()).toBe(200);
  return id!;
}

async function vote(request: APIRequestContext, voter: Account, id: string) {
  const cast = await request.post(`/api/indications/${id}/vote`, { headers: bearer(voter) });
  expect(cast.status(), await cast.text()).toBe(200);
}

/** The number a winner's card gives before "presença(s) confirmada(s)". */
async function homeCount(card: Locator): Promise<number> {
  const text = await card.getByText(/presenças? confirmadas?/).textContent();
  return Number(/(\d+) presenças? confirmadas?/.exec(text ?? '')?.[1]);
}

/** The forum's "Participantes" statistic and the names listed under "Participantes Confirmados". */
async function forumPresences(page: Page, forumId: string) {
  await page.goto(`/forum/${forumId}`);
  const stats = page.getByRole('region', { name: 'Estatísticas' });
  await expect(stats).toBeVisible();
  const count = Number(await stats.locator('dt:text-is("Participantes") + dd').textContent());
  const people = page.getByRole('region', { name: 'Participantes Confirmados' }).getByRole('listitem');
  return { count, names: await people.allTextContents() };
}

const noWiderThanTheScreen = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);

test('a winner’s host is warned before Eu Vou! elsewhere, comes back with Confirmar Presença, and every count agrees', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const first = `Bar do Primeiro ${stamp}`;
  const second = `Boteco do Segundo ${stamp}`;

  await withClockLock(baseURL, async () => {
    const helena = await registerInSaoPaulo(request, baseURL, 'anfitriao.h', 'Helena');
    const igor = await registerInSaoPaulo(request, baseURL, 'anfitriao.i', 'Igor');
    const julia = await registerInSaoPaulo(request, baseURL, 'anfitriao.j', 'Júlia');
    for (const account of [helena, igor, julia]) await waitUntilKnown(request, account);
    const { monday, friday } = await freshWeek(request);

    // Monday: Helena's venue gets two votes, Igor's one, so Igor hosts the 2nd place.
    await setClock(request, monday);
    const firstId = await nominateApproved(request, helena, first, 'Rua Augusta, 2100');
    const secondId = await nominateApproved(request, igor, second, 'Rua Frei Caneca, 300');
    await vote(request, julia, firstId);
    await vote(request, igor, firstId);
    await vote(request, helena, secondId);

    await setClock(request, friday);
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/winners/${encodeURIComponent('São Paulo')}`, {
            headers: bearer(julia),
          });
          return ((await res.json()) as { winners?: { name: string }[] }).winners?.map((w) => w.name) ?? [];
        },
        { timeout: 30_000, message: 'vencedores revelados' },
      )
      .toEqual([first, second]);
    // Júlia goes to the 1st place; Helena, its host, never confirms.
    const going = await request.post(`/api/forum/${firstId}/confirm`, { headers: bearer(julia) });
    expect(going.status()).toBe(200);

    await openAs(page, igor);
    await expect(page.getByRole('heading', { name: 'Vencedores da Semana' })).toBeVisible();
    const firstCard = page.getByRole('article', { name: first });
    const ownCard = page.getByRole('article', { name: second });

    await test.step('Eu Vou! on the other winner asks first, and Cancelar changes nothing', async () => {
      await expect(ownCard.getByText('Você é o anfitrião!')).toBeVisible();
      await firstCard.getByRole('button', { name: 'Eu Vou!' }).click();
      const ask = page.getByRole('dialog', { name: 'Confirmar presença em outro encontro?' });
      await expect(ask).toBeVisible();
      await expect(ask).toContainText(
        `Você é o anfitrião de ${second}. Se confirmar presença em ${first}, seu encontro ficará sem anfitrião confirmado.`,
      );
      await expect(ask.getByRole('button', { name: 'Confirmar mesmo assim' })).toBeInViewport();
      await noWiderThanTheScreen(page);
      await expectAccessible(page, 'aviso ao anfitrião antes do Eu Vou!');
      await ask.getByRole('button', { name: 'Cancelar' }).click();
      await expect(ask).toBeHidden();
      await expect(firstCard.getByRole('button', { name: 'Eu Vou!' })).toBeEnabled();
      expect(await homeCount(firstCard)).toBe(1);
    });

    await test.step('Confirmar mesmo assim: Igor goes to the 1st place, his own card still offers his meetup', async () => {
      await firstCard.getByRole('button', { name: 'Eu Vou!' }).click();
      const ask = page.getByRole('dialog', { name: 'Confirmar presença em outro encontro?' });
      await ask.getByRole('button', { name: 'Confirmar mesmo assim' }).click();
      await expect(ask).toBeHidden();
      await expect(firstCard.getByText('Presença Confirmada', { exact: true })).toBeVisible();
      await expect(firstCard.getByText('2 presenças confirmadas', { exact: false })).toBeVisible();
      const own = ownCard.getByRole('button', { name: 'Confirmar Presença' });
      await expect(own).toBeEnabled();
      await expect(
        ownCard.getByText(
          `Você confirmou presença em ${first}. Ao confirmar aqui, sua presença passa para o seu encontro.`,
        ),
      ).toBeVisible();
      await noWiderThanTheScreen(page);
    });

    await test.step('Confirmar Presença on his own card moves him there', async () => {
      await ownCard.getByRole('button', { name: 'Confirmar Presença' }).click();
      await expect(ownCard.getByText('Presença Confirmada', { exact: true })).toBeVisible();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: `Sua presença em ${first} foi transferida para o seu encontro.` })
          .last(),
      ).toBeVisible();
      await expect(ownCard.getByText('1 presença confirmada', { exact: false })).toBeVisible();
      await expect(firstCard.getByText('1 presença confirmada', { exact: false })).toBeVisible();
      await expect(firstCard.getByRole('button', { name: 'Eu Vou!' })).toBeDisabled();
      await expect(
        firstCard.getByText(`Você já confirmou presença em ${second} nesta semana.`),
      ).toBeVisible();
      // After a reload too: the server moved him.
      await page.reload();
      await expect(ownCard.getByText('Presença Confirmada', { exact: true })).toBeVisible();
      expect(await homeCount(ownCard)).toBe(1);
      expect(await homeCount(firstCard)).toBe(1);
    });

    await test.step('each forum counts and lists who the Home card counts; a host who never confirmed is not among them', async () => {
      await page.goto('/');
      const firstCount = await homeCount(firstCard);
      const secondCount = await homeCount(ownCard);

      await expect
        .poll(async () => (await forumPresences(page, secondId)).count, { timeout: 15_000 })
        .toBe(secondCount);
      const own = await forumPresences(page, secondId);
      expect(own.names).toHaveLength(secondCount);
      expect(own.names[0]).toContain('Igor');
      expect(own.names[0]).toContain('Anfitrião');
      await noWiderThanTheScreen(page);

      await expect
        .poll(async () => (await forumPresences(page, firstId)).count, { timeout: 15_000 })
        .toBe(firstCount);
      const other = await forumPresences(page, firstId);
      expect(other.names).toHaveLength(firstCount);
      expect(other.names.join(' ')).toContain('Júlia');
      expect(other.names.join(' ')).not.toContain('Helena');
      expect(other.names.join(' ')).not.toContain('Igor');
      // Helena is still shown as the host of her meetup.
      await expect(page.getByRole('region', { name: 'Local Vencedor' }).getByText(/Helena/)).toBeVisible();
    });
  });
});
