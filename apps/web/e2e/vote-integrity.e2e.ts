import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { contextAs, nominate, toast, type Device } from './forum-support';
import { demo, expect, makePng, registerVerified, test, withClockLock, type Account } from './support';
import { freshWeek, SAO_PAULO, setClock, waitUntilKnown } from './week-clock';

/**
 * Vote integrity (issue 27), on the phone and on the desktop: the Integridade tab of the admin panel
 * finds the accounts a rival made on one network to vote for their venue, holds their votes while they
 * are reviewed (the Home says so) and lets them count again; a nomination of a venue already in the
 * vote offers to vote for it instead.
 */

const bearer = (account: { token: string }) => ({ Authorization: `Bearer ${account.token}` });
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A verified person of São Paulo whose every request comes from `from` (X-Forwarded-For). */
type Person = Account & { from: string };

async function personFrom(
  request: APIRequestContext,
  baseURL: string | undefined,
  from: string,
  prefix: string,
  firstName: string,
): Promise<Person> {
  const account = await registerVerified(request, baseURL, { prefix, firstName, ...SAO_PAULO, from });
  return { ...account, from };
}

async function approve(request: APIRequestContext, indicationId: string) {
  const login = await request.post('/api/login', { data: demo.admin });
  expect(login.status(), 'login do admin').toBe(200);
  const { token } = (await login.json()) as { token: string };
  const approved = await request.put(`/api/admin/indications/${indicationId}/approve`, {
    headers: bearer({ token }),
  });
  expect(approved.status(), `aprovação: ${await approved.text()}`).toBe(200);
}

async function vote(request: APIRequestContext, person: Person, indicationId: string) {
  const voted = await request.post(`/api/indications/${indicationId}/vote`, {
    headers: { ...bearer(person), 'x-forwarded-for': person.from },
  });
  expect(voted.status(), `voto de ${person.email}: ${await voted.text()}`).toBeLessThan(300);
}

async function adminAccount(request: APIRequestContext): Promise<Account> {
  const res = await request.post('/api/login', { data: demo.admin });
  expect(res.status(), 'login do admin').toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { ...demo.admin, token, name: 'Admin' };
}

/** `kappa.x1y2@example.com` → `k***@example.com`, as the panel masks it. */
const masked = (email: string) => `${email[0]}***${email.slice(email.lastIndexOf('@'))}`;

async function screenshotInto(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  // The selected tab in sight within its strip (on a phone it starts at Usuários), then the whole page
  // from its top: the sticky header would otherwise be drawn where the page was scrolled to.
  await page.getByRole('tab', { name: 'Integridade' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

test(
  'the Integridade tab finds a rival’s accounts made on one network; held, their votes show as under review; released, they count again',
  { tag: '@desk' },
  async ({ browser, request, baseURL, viewport, isMobile, hasTouch }, testInfo) => {
    test.setTimeout(300_000);
    const device: Device = { baseURL, viewport, isMobile, hasTouch };
    const tag = stamp();
    const realVenue = `Bar Honesto ${tag}`;
    const rivalVenue = `Boteco do Concorrente ${tag}`;

    await withClockLock(baseURL, async () => {
      // A week nobody used; the accounts are made in it, so they verify and vote within the hour.
      const week = await freshWeek(request);
      await setClock(request, week.monday);

      // Three honest people, each from their own network (documentation ranges: RFC 5737, RFC 6598).
      const honest: Person[] = [];
      for (const [i, from] of ['198.51.100.23', '100.70.4.9', '192.0.2.50'].entries())
        honest.push(await personFrom(request, baseURL, from, `honesto${i}`, ['Helena', 'Igor', 'Júlia'][i]!));
      // The rival's five accounts, made one after the other from one /24; distinct initials, so their
      // masked e-mails can be told apart.
      const rivals: Person[] = [];
      for (const [i, [prefix, firstName]] of [
        ['kappa', 'Kátia'],
        ['lambda', 'Lauro'],
        ['mu', 'Marta'],
        ['nu', 'Nelson'],
        ['omega', 'Olga'],
      ].entries())
        rivals.push(await personFrom(request, baseURL, `203.0.113.${10 + i}`, prefix!, firstName!));
      for (const person of [...honest, ...rivals]) await waitUntilKnown(request, person);

      const realId = await nominate(request, honest[0]!, {
        name: realVenue,
        address: 'Rua Augusta, 1500',
        event_day: 'Sábado',
        event_time: 'Noite - Horário a combinar',
      });
      const rivalId = await nominate(request, rivals[0]!, {
        name: rivalVenue,
        address: 'Avenida Paulista, 900',
        event_day: 'Sábado',
        event_time: 'Noite - Horário a combinar',
      });
      await approve(request, realId);
      await approve(request, rivalId);
      for (const person of honest) await vote(request, person, realId);
      for (const person of rivals) await vote(request, person, rivalId);

      const admin = await adminAccount(request);
      const adminSide = await contextAs(browser, device, admin);
      const voterSide = await contextAs(browser, device, rivals[1]!);
      const honestSide = await contextAs(browser, device, honest[1]!);
      const guestSide = await browser.newContext({
        ...device,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      const guestPage = await guestSide.newPage();
      const page = adminSide.page;
      const panel = page.getByRole('tabpanel');
      const card = panel.getByRole('article', { name: rivalVenue });
      const status = (label: string) => card.getByText(`Situação: ${label}`);
      const votes = card.getByRole('list', { name: 'Votos (5)' });

      try {
        await test.step('the admin opens Integridade: one high-risk group, its reasons and masked e-mails', async () => {
          await page.goto('/admin?tab=integridade');
          await expect(page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
          await expect(page.getByRole('tab', { name: 'Integridade' })).toHaveAttribute(
            'aria-selected',
            'true',
          );
          await expect(panel.getByRole('heading', { name: 'Integridade da votação' })).toBeVisible();
          await expect(panel.getByRole('combobox', { name: 'Semana' }).locator('option:checked')).toHaveText(
            /^Semana atual \(/,
          );
          await panel.getByRole('combobox', { name: 'Cidade' }).selectOption({ label: 'São Paulo' });
          await expect(page).toHaveURL(/city_id=3550308/);
          // The honest venue's voters came from three networks: no group of theirs.
          await expect(panel.getByText('1 grupo suspeito', { exact: true })).toBeVisible();
          await expect(panel.getByRole('article', { name: realVenue })).toHaveCount(0);

          await expect(card.getByText('Alto risco', { exact: true })).toBeVisible();
          await expect(status('Aberto')).toBeVisible();
          const reasons = card.getByRole('list', { name: 'Motivos' });
          await expect(reasons.getByText(/^5 contas criadas em \d+ minutos? na mesma rede$/)).toBeVisible();
          await expect(reasons.getByText('5 votos vindos da mesma rede', { exact: true })).toBeVisible();
          await expect(
            reasons.getByText('nenhuma delas tinha votado ou comparecido antes', { exact: true }),
          ).toBeVisible();

          const accounts = card.getByRole('list', { name: 'Contas (5)' });
          for (const rival of rivals) {
            const item = accounts.getByRole('listitem').filter({ hasText: rival.name });
            await expect(item.getByText(masked(rival.email), { exact: true })).toBeVisible();
            await expect(item.getByText('Rede A', { exact: true })).toBeVisible();
          }
          // Masked: no whole e-mail of theirs anywhere on the page.
          await expect(page.getByText(rivals[0]!.email)).toHaveCount(0);
          await expect(votes.getByText('Contado', { exact: true })).toHaveCount(5);
          await screenshotInto(page, testInfo, 'integridade');
        });

        await test.step('Colocar em análise asks first, then the toast and the status Em análise', async () => {
          await card.getByRole('button', { name: 'Colocar em análise' }).click();
          const confirm = page.getByRole('dialog', { name: 'Colocar votos em análise' });
          await expect(confirm).toContainText(
            `Os votos deste grupo em "${rivalVenue}" (5 votos) deixam de contar até serem liberados.`,
          );
          await confirm.getByRole('button', { name: 'Colocar em análise' }).click();
          await expect(
            toast(page, 'Votos colocados em análise. Eles deixam de contar até serem liberados.'),
          ).toBeVisible();
          await expect(confirm).toBeHidden();
          await expect(status('Em análise')).toBeVisible();
          await expect(votes.getByText('Em análise', { exact: true })).toHaveCount(5);
          await expect(card.getByRole('button', { name: 'Liberar votos' })).toBeVisible();
          await screenshotInto(page, testInfo, 'integridade-em-analise');
        });

        const rivalCard = (p: Page) => p.getByRole('article', { name: rivalVenue });

        await test.step('a held voter’s Home: the count under review and Seu voto está em análise', async () => {
          await voterSide.page.goto('/');
          await expect(voterSide.page.getByText(`Olá, ${rivals[1]!.name.split(' ')[0]}!`)).toBeVisible();
          await expect(
            rivalCard(voterSide.page).getByText('5 votos em análise', { exact: true }),
          ).toBeVisible();
          await expect(rivalCard(voterSide.page).getByText('0 votos', { exact: true })).toBeVisible();
          await expect(rivalCard(voterSide.page).getByText('Seu voto está em análise')).toBeVisible();
        });

        await test.step('an honest voter and a guest see the count, not the personal note', async () => {
          await honestSide.page.goto('/');
          await expect(
            rivalCard(honestSide.page).getByText('5 votos em análise', { exact: true }),
          ).toBeVisible();
          await expect(
            honestSide.page.getByRole('article', { name: realVenue }).getByText('3 votos', { exact: true }),
          ).toBeVisible();
          await expect(honestSide.page.getByText('Seu voto está em análise')).toHaveCount(0);

          await guestPage.goto('/sao-paulo');
          await expect(
            guestPage.getByRole('heading', { level: 1, name: 'Encontro em São Paulo' }),
          ).toBeVisible();
          await expect(rivalCard(guestPage).getByText('5 votos em análise', { exact: true })).toBeVisible();
        });

        await test.step('Liberar votos: the toast, Liberado, and every vote counts again', async () => {
          await card.getByRole('button', { name: 'Liberar votos' }).click();
          await expect(toast(page, 'Votos liberados. Eles voltam a contar.')).toBeVisible();
          await expect(status('Liberado')).toBeVisible();
          await expect(votes.getByText('Contado', { exact: true })).toHaveCount(5);

          await voterSide.page.reload();
          await expect(rivalCard(voterSide.page).getByText('5 votos', { exact: true })).toBeVisible();
          await expect(voterSide.page.getByText(/votos? em análise/)).toHaveCount(0);
          await expect(voterSide.page.getByText('Seu voto está em análise')).toHaveCount(0);
        });

        await test.step('Bloquear contas asks first, then blocks the five accounts and ends their sessions', async () => {
          await card.getByRole('button', { name: 'Bloquear contas' }).click();
          const confirm = page.getByRole('dialog', { name: 'Bloquear contas' });
          await expect(confirm).toContainText('Tem certeza que deseja bloquear 5 contas deste grupo?');
          await confirm.getByRole('button', { name: 'Bloquear contas' }).click();
          await expect(toast(page, '5 contas bloqueadas com sucesso!')).toBeVisible();
          await expect(card.getByText('Todas as contas deste grupo já estão bloqueadas.')).toBeVisible();
          expect((await request.get('/api/me', { headers: bearer(rivals[1]!) })).status()).toBe(401);
          expect((await request.get('/api/me', { headers: bearer(honest[1]!) })).status()).toBe(200);
        });
      } finally {
        await adminSide.context.close();
        await voterSide.context.close();
        await honestSide.context.close();
        await guestSide.close();
      }
    });
  },
);

test(
  'nominating a venue already nominated this week offers Votar nele, which votes for it',
  { tag: '@one-width' },
  async ({ browser, request, baseURL, viewport, isMobile, hasTouch }) => {
    test.setTimeout(240_000);
    const device: Device = { baseURL, viewport, isMobile, hasTouch };
    const venue = `Empório Duplicado ${stamp()}`;

    await withClockLock(baseURL, async () => {
      const week = await freshWeek(request);
      await setClock(request, week.monday);
      const nominator = await personFrom(request, baseURL, '198.51.100.80', 'dup.n', 'Nara');
      const person = await personFrom(request, baseURL, '192.0.2.81', 'dup.p', 'Otávio');
      for (const account of [nominator, person]) await waitUntilKnown(request, account);
      const existing = await nominate(request, nominator, {
        name: venue,
        address: 'Rua Oscar Freire, 300',
        event_day: 'Domingo',
        event_time: 'Tarde - Horário a combinar',
      });
      await approve(request, existing);

      const { context, page } = await contextAs(browser, device, person);
      try {
        await page.goto('/');
        await expect(page.getByText('Olá, Otávio!')).toBeVisible();
        const card = page.getByRole('article', { name: venue });
        await expect(card.getByText('0 votos', { exact: true })).toBeVisible();

        await test.step('the same venue, written another way, is refused with Votar nele', async () => {
          await page.getByRole('button', { name: 'Indicar Local' }).click();
          const dialog = page.getByRole('dialog', { name: 'Indicar Local' });
          await dialog
            .getByLabel('Foto 1')
            .setInputFiles({ name: 'emporio.png', mimeType: 'image/png', buffer: makePng(64) });
          await expect(dialog.getByRole('img', { name: 'Pré-visualização da foto 1' })).toBeVisible();
          // No accents, lower case, no comma: still the same venue at the same address.
          await dialog
            .getByRole('textbox', { name: 'Nome do local' })
            .fill(venue.replace('Empório', 'emporio').replace('Duplicado', 'duplicado'));
          await dialog.getByRole('textbox', { name: 'Endereço' }).fill('rua oscar freire 300');
          await dialog.getByRole('combobox', { name: 'Dia do encontro' }).selectOption('Domingo');
          await dialog
            .getByRole('combobox', { name: 'Horário do encontro' })
            .selectOption('Tarde - Horário a combinar');
          await dialog.getByRole('button', { name: 'Enviar Indicação' }).click();
          await expect(dialog.getByText('Este local já foi indicado esta semana.')).toBeVisible();
          await expect(dialog.getByRole('button', { name: 'Votar nele' })).toBeVisible();
        });

        await test.step('Votar nele votes for the existing venue and closes the dialog', async () => {
          const dialog = page.getByRole('dialog', { name: 'Indicar Local' });
          await dialog.getByRole('button', { name: 'Votar nele' }).click();
          await expect(toast(page, 'Voto registrado com sucesso!')).toBeVisible();
          await expect(dialog).toBeHidden();
          await expect(card.getByText('1 voto', { exact: true })).toBeVisible();
          await expect(card.getByRole('button', { name: 'Remover' })).toBeVisible();
          // The refused nomination left nothing behind: the person may still nominate another venue.
          await expect(page.getByRole('button', { name: 'Indicar Local' })).toBeEnabled();
        });
      } finally {
        await context.close();
      }
    });
  },
);
