import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { contextAs, nominate } from './forum-support';
import { freshWeek, setClock, waitUntilKnown } from './week-clock';
import { demo, expect, registerVerified, test, withClockLock, type Account } from './support';

/**
 * Issue 28 item 13, the admin on a desktop: every search folds accents, the audit log has its tab,
 * e-mails and quoted posts stay in their boxes, Configurações protects unsaved edits, and a refused
 * censored word says so once.
 */

const FLORIPA = { state: 'Santa Catarina', city: 'Florianópolis', cityId: '4205407' };
const NITEROI = { state: 'Rio de Janeiro', city: 'Niterói', cityId: '3303302' };

const bearer = (account: { token: string }) => ({ Authorization: `Bearer ${account.token}` });
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const tabPanel = (page: Page) => page.getByRole('tabpanel');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notificações' });

async function adminAccount(request: APIRequestContext): Promise<Account> {
  const res = await request.post('/api/login', { data: demo.admin });
  expect(res.status(), 'login do admin').toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { ...demo.admin, token, name: 'Admin Encontro' };
}

/** A browser signed in as the admin, on the panel's tab `tab`. */
async function openAdminTab(browser: Browser, baseURL: string | undefined, tab: string, admin: Account) {
  const side = await contextAs(browser, { baseURL, viewport: { width: 1280, height: 800 } }, admin);
  await side.page.goto('/admin');
  await expect(side.page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
  await side.page.getByRole('tab', { name: tab }).click();
  await expect(side.page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return side;
}

/** The page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page, 'largura da página').toBeLessThanOrEqual(widths.window);
}

/** `inner`'s box (border included) lies within `outer`'s, and its content within its own box. */
async function expectInside(inner: Locator, outer: Locator, what: string) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b, what).toBeTruthy();
  expect(a!.x, `${what}: esquerda`).toBeGreaterThanOrEqual(b!.x - 0.5);
  expect(a!.y, `${what}: topo`).toBeGreaterThanOrEqual(b!.y - 0.5);
  expect(a!.x + a!.width, `${what}: direita`).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
  expect(a!.y + a!.height, `${what}: base`).toBeLessThanOrEqual(b!.y + b!.height + 0.5);
  const overflow = await inner.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, `${what}: conteúdo mais largo que a caixa`).toBeLessThanOrEqual(0);
}

test('folded searches find Florianópolis, Conceição and Niterói; a long reported post stays in its box', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const tag = stamp();
  const venue = `Bar da Lagoa ${tag}`;
  const subject = `Problema com a foto ${tag}`;
  const longLink = `https://exemplo.com.br/cardapio/${'petiscos-'.repeat(24)}${tag}`;

  await withClockLock(baseURL, async () => {
    const host = await registerVerified(request, baseURL, {
      prefix: 'desk.h',
      firstName: 'Conceição',
      ...FLORIPA,
    });
    const voter = await registerVerified(request, baseURL, {
      prefix: 'desk.v',
      firstName: 'Davi',
      ...FLORIPA,
    });
    const carioca = await registerVerified(request, baseURL, {
      prefix: 'desk.t',
      firstName: 'Bia',
      ...NITEROI,
    });
    for (const account of [host, voter]) await waitUntilKnown(request, account);

    const week = await freshWeek(request);
    await setClock(request, week.monday);
    const indicationId = await nominate(request, host, {
      name: venue,
      address: 'Avenida das Rendeiras, 1500',
      reference: 'Na beira da lagoa',
      event_day: 'Sábado',
      event_time: 'Noite - Horário a combinar',
    });
    const approved = await request.put(`/api/admin/indications/${indicationId}/approve`, {
      headers: bearer(await adminAccount(request)),
    });
    expect(approved.status(), 'aprovação').toBe(200);
    const voted = await request.post(`/api/indications/${indicationId}/vote`, { headers: bearer(voter) });
    expect(voted.status(), `voto: ${await voted.text()}`).toBeLessThan(300);
    await setClock(request, week.friday);
    await expect
      .poll(
        async () => (await request.get(`/api/forum/${indicationId}`, { headers: bearer(host) })).status(),
        {
          timeout: 30_000,
          message: 'fórum criado',
        },
      )
      .toBe(200);

    const posted = await request.post(`/api/forum/${indicationId}/posts`, {
      headers: bearer(host),
      data: { content: `Cardápio do encontro ${tag}:\n\n${longLink}\n\nQuem vem?` },
    });
    expect(posted.status(), `post: ${await posted.text()}`).toBe(201);
    const { post } = (await posted.json()) as { post: { id: string } };
    const reported = await request.post(`/api/report/post/${post.id}`, {
      headers: bearer(voter),
      data: { message: `Link enorme ${tag}` },
    });
    expect(reported.status(), `denúncia: ${await reported.text()}`).toBeLessThan(300);

    const ticket = await request.post('/api/support/general', {
      headers: bearer(carioca),
      data: {
        ticket_type: 'general',
        name: carioca.name,
        email: carioca.email,
        subject,
        message: 'A foto do meu perfil não aparece.',
        honeypot: '',
      },
    });
    expect(ticket.status(), `ticket: ${await ticket.text()}`).toBeLessThan(300);
  });

  const admin = await adminAccount(request);
  const { context, page } = await openAdminTab(browser, baseURL, 'Indicações', admin);
  try {
    const panel = tabPanel(page);

    await test.step('Indicações: "florianopolis" finds the city, "conceicao" the host', async () => {
      const search = panel.getByRole('searchbox', { name: 'Buscar indicações' });
      const card = panel.getByRole('article', { name: venue });
      await search.fill('florianopolis');
      await expect(card).toBeVisible();
      await search.fill('CONCEICAO');
      await expect(card).toBeVisible();
      await search.fill(`lagoa ${tag}`);
      await expect(card).toBeVisible();
      await search.fill('zzz-nao-existe');
      await expect(card).toBeHidden();
    });

    await test.step('Fóruns: "florianopolis" finds the forum of Florianópolis', async () => {
      await page.getByRole('tab', { name: 'Fóruns' }).click();
      await panel.getByRole('searchbox', { name: 'Buscar fóruns' }).fill('florianopolis');
      await panel.getByRole('button', { name: 'Buscar' }).click();
      const card = panel.getByRole('article', { name: venue });
      await expect(card).toBeVisible();
      await expect(
        card.getByText(/Florianópolis - Santa Catarina · Anfitrião: Conceição Teste/),
      ).toBeVisible();
    });

    await test.step('Tickets Suporte: "niteroi" finds the ticket of a person from Niterói', async () => {
      await page.getByRole('tab', { name: 'Tickets Suporte' }).click();
      const search = panel.getByRole('searchbox', { name: 'Buscar tickets' });
      await search.fill('niteroi');
      await search.press('Enter');
      const card = panel.getByRole('article', { name: subject });
      await expect(card).toBeVisible();
      await expect(card.getByText(/Niterói - Rio de Janeiro/)).toBeVisible();
    });

    await test.step('Denúncias: the quoted post, with a long link, stays inside its card and its dialog', async () => {
      await page.getByRole('tab', { name: 'Denúncias' }).click();
      await panel.getByRole('searchbox', { name: 'Buscar denúncias' }).fill(`link enorme ${tag}`);
      await expect(panel.getByText('Mostrando 1 a 1 de 1 denúncias')).toBeVisible();
      const card = panel.getByRole('article', { name: 'Denúncia de post por Davi Teste' });
      const quote = card.getByRole('blockquote');
      await expect(quote).toContainText(longLink);
      await expectInside(quote, quote.locator('xpath=..'), 'citação na sua linha');
      await expectInside(quote, card, 'citação no cartão');
      await expectNoSidewaysScroll(page);

      await card.getByRole('button', { name: 'Ver Detalhes' }).click();
      const dialog = page.getByRole('dialog');
      const detailQuote = dialog.getByRole('blockquote');
      await expect(detailQuote).toContainText(longLink);
      await expectInside(detailQuote, detailQuote.locator('xpath=..'), 'citação do diálogo na sua linha');
      await expectInside(detailQuote, dialog, 'citação no diálogo');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  } finally {
    await context.close();
  }
});

test('Auditoria lists the action just performed and filters it; a duplicate word is refused with one message', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const word = `zunga${stamp().replace(/[^a-z]/g, '')}`;
  const admin = await adminAccount(request);
  const { context, page } = await openAdminTab(browser, baseURL, 'Palavras Censuradas', admin);
  const panel = tabPanel(page);
  try {
    await test.step('a new word is added; the same word again is refused once, under the field', async () => {
      await panel.getByRole('button', { name: 'Adicionar Palavra' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar Palavra' });
      const field = dialog.getByRole('textbox', { name: 'Palavra' });
      await field.fill(word);
      await field.press('Enter');
      await expect(toasts(page).getByText('Palavra adicionada com sucesso!')).toBeVisible();
      await expect(dialog).toBeHidden();

      await panel.getByRole('button', { name: 'Adicionar Palavra' }).click();
      await field.fill(word.toUpperCase());
      await field.press('Enter');
      await expect(dialog.getByText('Esta palavra já está na lista.')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Esta palavra já está na lista.')).toHaveCount(1);
      await expect(toasts(page).getByText('Esta palavra já está na lista.')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('Auditoria shows it first, in pt-BR, with the admin and the word', async () => {
      await page.getByRole('tab', { name: 'Auditoria' }).click();
      await expect(page).toHaveURL(/[?&]aba=auditoria/);
      const first = panel.getByRole('article').first();
      await expect(first.getByRole('heading', { name: 'Palavra censurada adicionada' })).toBeVisible();
      await expect(first.getByText('Admin Encontro')).toBeVisible();
      await first.getByText('Ver alterações').click();
      await expect(first.getByText(word)).toBeVisible();
    });

    await test.step('the filters narrow it down: action, admin (folded), target id; another action finds nothing', async () => {
      const first = panel.getByRole('article').first();
      const targetId = (await first.locator('code').textContent())!;
      await panel
        .getByRole('combobox', { name: 'Ação' })
        .selectOption({ label: 'Palavra censurada adicionada' });
      await panel.getByRole('searchbox', { name: 'Administrador' }).fill('ADMIN ENCONTRÓ');
      await panel.getByRole('combobox', { name: 'Alvo' }).selectOption({ label: 'Palavra censurada' });
      await panel.getByRole('textbox', { name: 'ID do alvo' }).fill(targetId);
      await panel.getByRole('button', { name: 'Aplicar Filtros' }).click();
      await expect(panel.getByText('Mostrando 1 a 1 de 1 registros')).toBeVisible();
      await expect(panel.getByRole('article')).toHaveCount(1);

      await panel.getByRole('combobox', { name: 'Ação' }).selectOption({ label: 'Usuário bloqueado' });
      await panel.getByRole('button', { name: 'Aplicar Filtros' }).click();
      await expect(panel.getByText('Nenhuma ação administrativa encontrada.')).toBeVisible();
      await panel.getByRole('button', { name: 'Ver todas as ações' }).click();
      await expect(panel.getByRole('article').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    await test.step('removing the word is listed too', async () => {
      await page.getByRole('tab', { name: 'Palavras Censuradas' }).click();
      await panel.getByRole('searchbox', { name: 'Buscar palavras' }).fill(word);
      await panel.getByRole('button', { name: `Remover ${word}` }).click();
      await page
        .getByRole('dialog', { name: 'Remover palavra' })
        .getByRole('button', { name: 'Remover' })
        .click();
      await expect(toasts(page).getByText('Palavra removida com sucesso!')).toBeVisible();
      await page.getByRole('tab', { name: 'Auditoria' }).click();
      await expect(
        panel.getByRole('article').first().getByRole('heading', { name: 'Palavra censurada removida' }),
      ).toBeVisible();
    });
  } finally {
    await context.close();
  }
});

test('Configurações asks before a tab switch drops unsaved changes, and Save waits for valid fields', async ({
  browser,
  request,
  baseURL,
}) => {
  const admin = await adminAccount(request);
  const { context, page } = await openAdminTab(browser, baseURL, 'Configurações', admin);
  try {
    const panel = tabPanel(page);
    const name = panel.getByRole('textbox', { name: /Nome da plataforma/ });
    const email = panel.getByRole('textbox', { name: /E-mail de contato/ });
    const save = panel.getByRole('button', { name: 'Salvar Configurações' });
    await expect(name).not.toHaveValue('');
    const original = await name.inputValue();
    await expect(save).toBeDisabled();

    await test.step('a required field emptied or an invalid e-mail keeps Save disabled, with the reason', async () => {
      await name.fill('');
      await expect(panel.getByText('O nome da plataforma é obrigatório')).toBeVisible();
      await expect(save).toBeDisabled();
      await name.fill(`${original} Sul`);
      await expect(save).toBeEnabled();
      const savedEmail = await email.inputValue();
      await email.fill('sem-arroba');
      await expect(panel.getByText('E-mail inválido')).toBeVisible();
      await expect(save).toBeDisabled();
      await email.fill(savedEmail);
      await expect(save).toBeEnabled();
    });

    await test.step('another tab asks "Descartar alterações?"; Cancelar keeps the edit', async () => {
      await page.getByRole('tab', { name: 'Usuários' }).click();
      const ask = page.getByRole('dialog', { name: 'Descartar alterações?' });
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: 'Cancelar' }).click();
      await expect(ask).toBeHidden();
      await expect(page).toHaveURL(/[?&]aba=configuracoes/);
      await expect(name).toHaveValue(`${original} Sul`);
    });

    await test.step('leaving the page asks the browser first', async () => {
      const asked = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      const dialog = await asked;
      expect(dialog.type()).toBe('beforeunload');
      await dialog.dismiss();
      await expect(name).toHaveValue(`${original} Sul`);
    });

    await test.step('Descartar switches tabs and the saved value comes back', async () => {
      await page.getByRole('tab', { name: 'Tickets Suporte' }).click();
      await page
        .getByRole('dialog', { name: 'Descartar alterações?' })
        .getByRole('button', { name: 'Descartar' })
        .click();
      await expect(page.getByRole('tab', { name: 'Tickets Suporte' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.getByRole('tab', { name: 'Configurações' }).click();
      await expect(name).toHaveValue(original);
      await expect(save).toBeDisabled();
    });
  } finally {
    await context.close();
  }
});

test('the users table keeps long e-mails whole between their breaks and never scrolls sideways', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const person = await withClockLock(baseURL, () =>
    registerVerified(request, baseURL, {
      // As long as login takes (SPEC §9: 50 characters): 'maria.conceicao.araujo.<stamp>@example.com'.
      prefix: 'maria.conceicao.araujo',
      firstName: 'Conceição Aparecida',
      ...FLORIPA,
    }),
  );
  const admin = await adminAccount(request);
  const { context, page } = await openAdminTab(browser, baseURL, 'Usuários', admin);
  try {
    const panel = tabPanel(page);
    // Layout checks: below 1100 px the rows are cards, so the elements are found by their classes.
    const table = panel.locator('table.admin-table');
    const cell = table.locator('td.admin-table__email', { hasText: person.email });
    // A table from 1100 px, a card per person below.
    for (const width of [1280, 1100, 960]) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await panel.getByRole('searchbox', { name: 'Buscar usuários' }).fill('');
        // The server answers the search (debounced): measure the list it shows, not the one it replaces.
        const onlyOne = panel.getByText('1 usuário', { exact: true });
        await expect(onlyOne).toBeHidden();
        await expect(table).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectInside(table, panel, 'tabela no painel');

        await panel.getByRole('searchbox', { name: 'Buscar usuários' }).fill('conceicao aparecida');
        await expect(onlyOne).toBeVisible();
        await expect(cell).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectInside(table, panel, 'tabela no painel');
        // Each piece between the breaks (after '@', before a dot) sits on one line: no word is cut.
        const lines = await cell.evaluate((td) =>
          [...td.childNodes]
            .filter((n) => n.nodeType === Node.TEXT_NODE)
            .map((n) => {
              const range = document.createRange();
              range.selectNodeContents(n);
              return {
                text: n.textContent,
                lines: new Set([...range.getClientRects()].map((r) => r.top)).size,
              };
            }),
        );
        expect(lines.map((l) => l.text).join('')).toBe(person.email);
        expect(lines.filter((l) => l.lines > 1)).toEqual([]);
      });
    }
    await test.step('the state filter narrows the same search on the server', async () => {
      const state = panel.getByRole('combobox', { name: 'Estado' });
      const asked = (value: string) =>
        page.waitForResponse(
          (r) =>
            r.url().includes('/api/admin/users?') && new URL(r.url()).searchParams.get('state') === value,
        );
      const sc = asked(FLORIPA.state);
      await state.selectOption(FLORIPA.state);
      await sc;
      await expect(cell).toBeVisible();
      const rj = asked(NITEROI.state);
      await state.selectOption(NITEROI.state);
      await rj;
      await expect(cell).toBeHidden();
    });
  } finally {
    await context.close();
  }
});
