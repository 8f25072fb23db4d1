import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { contextAs, nominate, openForum, openForumWeek, toast } from './forum-support';
import { freshWeek, registerInSaoPaulo, setClock } from './week-clock';
import { demo, expect, expectAccessible, test, waitForMail, withClockLock, type Account } from './support';

/**
 * The admin panel's journeys (issue 7): approve an indication, moderate a reported forum post, censor a
 * word, block a user, answer a ticket; and a user's LGPD self-service from the profile.
 */

const bearer = (account: { token: string }) => ({ Authorization: `Bearer ${account.token}` });
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function adminAccount(request: APIRequestContext): Promise<Account> {
  const res = await request.post('/api/login', { data: demo.admin });
  expect(res.status(), 'login do admin').toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { ...demo.admin, token, name: 'Admin' };
}

/** A browser signed in as the admin, on the panel's tab `tab`. */
async function openAdminTab(browser: Browser, baseURL: string | undefined, admin: Account, tab: string) {
  const side = await contextAs(browser, baseURL, admin);
  await side.page.goto('/admin');
  await expect(side.page.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeVisible();
  await expect(side.page.getByText('Sistema Online')).toBeVisible();
  await side.page.getByRole('tab', { name: tab }).click();
  await expect(side.page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return side;
}

/** indication-svc learns of a new person by event: wait until it knows them. */
async function waitUntilKnown(request: APIRequestContext, account: Account) {
  await expect
    .poll(async () => (await request.get('/api/indications', { headers: bearer(account) })).status(), {
      timeout: 20_000,
      message: `indication-svc conhece ${account.email}`,
    })
    .toBe(200);
}

const tabPanel = (page: Page) => page.getByRole('tabpanel');

test('the admin approves a pending indication and it shows on the city home', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const venue = `Bar da Aprovação ${stamp()}`;
  await withClockLock(baseURL, async () => {
    const nominator = await registerInSaoPaulo(request, baseURL, 'aprova', 'Irene');
    await waitUntilKnown(request, nominator);
    const week = await freshWeek(request);
    await setClock(request, week.monday);
    await nominate(request, nominator, {
      name: venue,
      address: 'Rua da Consolação, 2000',
      reference: 'Em frente à praça',
      website: 'https://aprovacao.com.br',
      attractives: 'samba, petiscos',
      event_day: 'Domingo',
      event_time: 'Tarde - Horário a combinar',
    });

    const admin = await adminAccount(request);
    const adminSide = await openAdminTab(browser, baseURL, admin, 'Indicações');
    const userSide = await contextAs(browser, baseURL, nominator);
    try {
      const page = adminSide.page;
      const card = tabPanel(page).getByRole('article', { name: venue });
      await test.step('the pending indication is found with the filters and its details', async () => {
        await tabPanel(page).getByRole('combobox', { name: 'Status' }).selectOption('pending');
        await tabPanel(page).getByRole('searchbox', { name: 'Buscar indicações' }).fill(venue);
        await expect(card).toBeVisible();
        await expect(card.getByText('Pendente')).toBeVisible();
        await expectAccessible(page, 'painel administrativo: indicações');
        await expect(card.getByText(new RegExp(`Indicado por ${nominator.name}`))).toBeVisible();
        await card.getByRole('button', { name: 'Ver Detalhes' }).click();
        const dialog = page.getByRole('dialog', { name: venue });
        await expect(dialog.getByText('Em frente à praça')).toBeVisible();
        await expect(dialog.getByRole('link', { name: 'https://aprovacao.com.br' })).toBeVisible();
        await expect(dialog.getByText('samba, petiscos')).toBeVisible();
        await expect(dialog.getByRole('img', { name: `Foto 1 de ${venue}` })).toBeVisible();
        await expectAccessible(page, 'detalhes da indicação');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });

      await test.step('Aprovar: the toast, and it leaves the pending list', async () => {
        await card.getByRole('button', { name: `Aprovar ${venue}` }).click();
        await expect(toast(page, 'Indicação aprovada com sucesso!')).toBeVisible();
        await expect(
          tabPanel(page).getByText('Nenhuma indicação encontrada com esses filtros.'),
        ).toBeVisible();
        await tabPanel(page).getByRole('combobox', { name: 'Status' }).selectOption('active');
        await expect(card.getByText('Aprovada')).toBeVisible();
        await expect(card.getByRole('button', { name: /Aprovar|Rejeitar/ })).toHaveCount(0);
      });

      await test.step("it shows on the city's home", async () => {
        await userSide.page.goto('/');
        await expect(userSide.page.getByRole('heading', { name: 'Locais em Votação' })).toBeVisible();
        await expect(userSide.page.getByRole('article', { name: venue })).toBeVisible();
      });
    } finally {
      await adminSide.context.close();
      await userSide.context.close();
    }
  });
});

test('a censored word is masked in a new post; a reported post is deleted from Denúncias and vanishes from the open forum', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const admin = await adminAccount(request);
  // Letters only, unique: a whole word that nobody else writes.
  const word = `xingo${stamp().replace(/[^a-z]/g, '')}`;
  const adminSide = await openAdminTab(browser, baseURL, admin, 'Palavras Censuradas');
  const adminPage = adminSide.page;

  try {
    await test.step('the admin adds a censored word (Enter submits)', async () => {
      await tabPanel(adminPage).getByRole('button', { name: 'Adicionar Palavra' }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Adicionar Palavra' });
      await dialog.getByRole('textbox', { name: 'Palavra' }).fill(word);
      await dialog.getByRole('textbox', { name: 'Palavra' }).press('Enter');
      await expect(toast(adminPage, 'Palavra adicionada com sucesso!')).toBeVisible();
      await expect(dialog).toBeHidden();
      await tabPanel(adminPage).getByRole('searchbox', { name: 'Buscar palavras' }).fill(word);
      await expect(tabPanel(adminPage).getByText(word, { exact: true })).toBeVisible();
    });

    await withClockLock(baseURL, async () => {
      // Opening the forum week takes a while: by then forum-svc has the new word list (event).
      const { host, participant, forumId, venue } = await openForumWeek(request, baseURL, 'moderacao');
      const confirmed = await request.post(`/api/forum/${forumId}/confirm`, { headers: bearer(participant) });
      expect(confirmed.status(), `presença: ${await confirmed.text()}`).toBeLessThan(300);
      const hostSide = await contextAs(browser, baseURL, host);
      const guestSide = await contextAs(browser, baseURL, participant);
      const tag = stamp();
      const masked = `Que ${'*'.repeat(word.length)} de lugar ${tag}`;

      try {
        await test.step('the host posts with the word: the post shows it masked, live on the other page', async () => {
          await openForum(guestSide.page, forumId, venue);
          await openForum(hostSide.page, forumId, venue);
          await hostSide.page.getByRole('textbox', { name: 'Mensagem' }).fill(`Que ${word} de lugar ${tag}`);
          await hostSide.page.getByRole('button', { name: 'Publicar' }).click();
          await expect(hostSide.page.getByText(masked)).toBeVisible();
          await expect(guestSide.page.getByText(masked)).toBeVisible();
          await expect(guestSide.page.getByText(word)).toHaveCount(0);
        });

        await test.step('the participant reports the post', async () => {
          const post = guestSide.page.getByRole('article').filter({ hasText: tag });
          await post.getByRole('button', { name: `Denunciar postagem de ${host.name}` }).click();
          const dialog = guestSide.page.getByRole('dialog', { name: 'Denunciar post' });
          await dialog.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Palavrão no fórum');
          await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
          await expect(
            toast(guestSide.page, 'Post reportado com sucesso! Nossa equipe irá analisá-lo.'),
          ).toBeVisible();
        });

        await test.step('the admin finds it under Denúncias and deletes the content', async () => {
          await adminPage.getByRole('tab', { name: 'Denúncias' }).click();
          const panel = tabPanel(adminPage);
          await panel.getByRole('combobox', { name: 'Status' }).selectOption('pending');
          await panel.getByRole('searchbox', { name: 'Buscar denúncias' }).fill(tag);
          // The search is debounced: until it applies, other runs' reports by the same name are listed.
          await expect(panel.getByText('Mostrando 1 a 1 de 1 denúncias')).toBeVisible();
          const card = panel.getByRole('article', { name: `Denúncia de post por ${participant.name}` });
          await expect(card).toBeVisible();
          await expect(card.getByText('Palavrão no fórum')).toBeVisible();
          await expect(card.getByText(masked)).toBeVisible();
          await expect(card.getByText(host.email)).toBeVisible();
          await card.getByRole('button', { name: 'Excluir Conteúdo' }).click();
          const confirm = adminPage.getByRole('dialog', { name: 'Excluir conteúdo denunciado' });
          await expect(confirm).toContainText(
            'Tem certeza que deseja excluir o conteúdo denunciado? Esta ação não pode ser desfeita.',
          );
          await confirm.getByRole('button', { name: 'Excluir Conteúdo' }).click();
          await expect(toast(adminPage, 'Conteúdo denunciado excluído com sucesso!')).toBeVisible();
          await expect(panel.getByText('Nenhuma denúncia encontrada.')).toBeVisible();
          await panel.getByRole('combobox', { name: 'Status' }).selectOption('resolved');
          await expect(card.getByText('Conteúdo excluído')).toBeVisible();
          await expect(card.getByRole('button', { name: 'Excluir Conteúdo' })).toHaveCount(0);
        });

        await test.step('the post vanishes from the open forum pages without a reload', async () => {
          await expect(guestSide.page.getByText(masked)).toHaveCount(0, { timeout: 5000 });
          await expect(hostSide.page.getByText(masked)).toHaveCount(0, { timeout: 5000 });
        });
      } finally {
        await hostSide.context.close();
        await guestSide.context.close();
      }
    });

    await test.step('the admin removes the word after the confirmation', async () => {
      await adminPage.getByRole('tab', { name: 'Palavras Censuradas' }).click();
      await tabPanel(adminPage).getByRole('searchbox', { name: 'Buscar palavras' }).fill(word);
      await tabPanel(adminPage)
        .getByRole('button', { name: `Remover ${word}` })
        .click();
      await adminPage
        .getByRole('dialog', { name: 'Remover palavra' })
        .getByRole('button', { name: 'Remover' })
        .click();
      await expect(toast(adminPage, 'Palavra removida com sucesso!')).toBeVisible();
      await expect(tabPanel(adminPage).getByText(word, { exact: true })).toHaveCount(0);
    });
  } finally {
    await adminSide.context.close();
  }
});

test('a blocked user loses the open session at once and cannot log in until unblocked', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const person = await withClockLock(baseURL, () =>
    registerInSaoPaulo(request, baseURL, 'bloqueio', 'Beatriz'),
  );
  const admin = await adminAccount(request);
  const userSide = await contextAs(browser, baseURL, person);
  const adminSide = await openAdminTab(browser, baseURL, admin, 'Usuários');
  const userPage = userSide.page;
  const adminPage = adminSide.page;
  const row = () => tabPanel(adminPage).getByRole('row').filter({ hasText: person.email });

  try {
    await userPage.goto('/');
    await expect(userPage.getByText('Olá, Beatriz!')).toBeVisible();

    await test.step('the admin blocks them from the users table', async () => {
      await tabPanel(adminPage).getByRole('searchbox', { name: 'Buscar usuários' }).fill(person.email);
      await expect(row().getByText('Ativo')).toBeVisible();
      await row()
        .getByRole('button', { name: `Bloquear ${person.name}` })
        .click();
      // Blocking ends the person's session at once: the panel asks first.
      const confirm = adminPage.getByRole('dialog', { name: 'Bloquear usuário' });
      await expect(confirm).toContainText(`Tem certeza que deseja bloquear ${person.name}?`);
      await confirm.getByRole('button', { name: 'Bloquear' }).click();
      await expect(toast(adminPage, 'Usuário bloqueado com sucesso!')).toBeVisible();
      await expect(row().getByText('Bloqueado')).toBeVisible();
    });

    await test.step('the open session now gets 401 and is sent to /login', async () => {
      expect((await request.get('/api/me', { headers: bearer(person) })).status()).toBe(401);
      await userPage.reload();
      await expect(userPage).toHaveURL(/\/login$/);
    });

    const login = async () => {
      await userPage.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
      await userPage.getByLabel('Senha', { exact: true }).fill(person.password);
      await userPage.getByRole('button', { name: 'Entrar' }).click();
    };

    await test.step('their login is refused', async () => {
      await login();
      await expect(
        userPage.getByText('Sua conta está bloqueada. Entre em contato com o suporte.'),
      ).toBeVisible();
      await expect(userPage).toHaveURL(/\/login$/);
    });

    await test.step('unblocked, they can log in again', async () => {
      await row()
        .getByRole('button', { name: `Desbloquear ${person.name}` })
        .click();
      await expect(toast(adminPage, 'Usuário desbloqueado com sucesso!')).toBeVisible();
      await expect(row().getByText('Ativo')).toBeVisible();
      await login();
      await expect(userPage.getByText('Olá, Beatriz!')).toBeVisible();
    });
  } finally {
    await userSide.context.close();
    await adminSide.context.close();
  }
});

test('the admin answers a support ticket and the user gets the answer by e-mail', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/login', { data: demo.user });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const subject = `Dúvida sobre votação ${stamp()}`;
  const created = await request.post('/api/support/general', {
    headers: bearer({ token }),
    data: {
      ticket_type: 'general',
      name: 'Ana Souza',
      email: demo.user.email,
      subject,
      message: 'Posso votar em mais de um local?',
      honeypot: '',
    },
  });
  expect(created.status(), `ticket: ${await created.text()}`).toBeLessThan(300);

  const admin = await adminAccount(request);
  const { context, page } = await openAdminTab(browser, baseURL, admin, 'Tickets Suporte');
  try {
    const panel = tabPanel(page);
    await panel.getByRole('searchbox', { name: 'Buscar tickets' }).fill(subject);
    await panel.getByRole('searchbox', { name: 'Buscar tickets' }).press('Enter');
    await expect(panel.getByText('Mostrando 1 a 1 de 1 tickets')).toBeVisible();
    const card = panel.getByRole('article', { name: subject });
    await expect(card.getByText('Aberto')).toBeVisible();
    await card.getByRole('button', { name: 'Responder' }).click();

    const dialog = page.getByRole('dialog', { name: 'Responder Ticket' });
    const send = dialog.getByRole('button', { name: 'Enviar Resposta' });
    await expect(send).toBeDisabled();
    const answer = 'Não: um voto por pessoa por semana, mas você pode trocá-lo até quinta-feira.';
    await dialog.getByRole('textbox', { name: 'Resposta' }).fill(answer);
    await expect(dialog.getByText(`${answer.length}/1000 caracteres`)).toBeVisible();
    await send.click();
    await expect(toast(page, 'Resposta enviada com sucesso! O usuário receberá um email.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Respondido')).toBeVisible();
    await expect(card.getByText(answer)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Responder' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Ver Detalhes' }).click();
    await expect(page.getByRole('dialog', { name: subject }).getByText(answer)).toBeVisible();

    const mail = await waitForMail(
      request,
      baseURL,
      demo.user.email,
      new RegExp(`Resposta ao seu ticket: ${subject}`),
    );
    expect(`${mail.text ?? ''}${mail.html ?? ''}`).toContain('um voto por pessoa por semana');
  } finally {
    await context.close();
  }
});

test('a user downloads their data, deletes their account, and then cannot log in; their posts are gone', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await withClockLock(baseURL, async () => {
    const { host, participant, forumId, venue } = await openForumWeek(request, baseURL, 'lgpd');
    const postText = `Chego às 20h, guardem lugar ${stamp()}`;
    const posted = await request.post(`/api/forum/${forumId}/posts`, {
      headers: bearer(host),
      data: { content: postText },
    });
    expect(posted.status(), `post: ${await posted.text()}`).toBe(201);

    const hostSide = await contextAs(browser, baseURL, host);
    const guestSide = await contextAs(browser, baseURL, participant);
    const page = hostSide.page;
    try {
      await test.step('the host downloads one JSON file with what every service holds', async () => {
        await page.goto('/profile');
        const section = page.getByRole('region', { name: 'Privacidade e dados' });
        const downloading = page.waitForEvent('download');
        await section.getByRole('button', { name: 'Baixar meus dados' }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe('encontro-meus-dados.json');
        await expect(toast(page, 'Download dos seus dados iniciado!')).toBeVisible();
        const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
          user_id: string;
          services: Record<string, Record<string, unknown>>;
        };
        expect(Object.keys(file.services).sort()).toEqual(
          [
            'admin-svc',
            'forum-svc',
            'identity-svc',
            'indication-svc',
            'notification-svc',
            'support-svc',
          ].sort(),
        );
        // The host heard at Friday 00:00 that they host (notification-svc's part of the file).
        expect(JSON.stringify(file.services['notification-svc'])).toContain('Você é o anfitrião!');
        expect(JSON.stringify(file.services['identity-svc'])).toContain(host.email);
        expect(JSON.stringify(file.services['forum-svc'])).toContain(postText);
        expect(JSON.stringify(file)).not.toMatch(/argon2|password_hash/i);
      });

      await test.step('a wrong password is refused under the field; the right one deletes the account', async () => {
        await page.getByRole('button', { name: 'Excluir minha conta' }).click();
        const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
        await expect(dialog.getByText('Esta ação não pode ser desfeita.')).toBeVisible();
        const password = dialog.getByLabel(/Digite sua senha para confirmar/);
        await password.fill('SenhaErrada1');
        await dialog.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
        await expect(dialog.getByText('Senha incorreta')).toBeVisible();
        await password.fill(host.password);
        await dialog.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
        await expect(page).toHaveURL(/\/login$/);
        await expect(toast(page, 'Sua conta foi excluída.')).toBeVisible();
      });

      await test.step('their token and their login no longer work', async () => {
        expect((await request.get('/api/me', { headers: bearer(host) })).status()).toBe(401);
        const again = await request.post('/api/login', {
          data: { email: host.email, password: host.password },
        });
        expect(again.status()).toBe(401);
      });

      await test.step('their post is gone from the forum, as the privacy page says', async () => {
        await openForum(guestSide.page, forumId, venue);
        await expect(guestSide.page.getByText(postText)).toHaveCount(0);
        // The meetup happened: the forum stays, its host shown as 'Usuário removido', their name nowhere.
        await expect(guestSide.page.getByText('Usuário removido').first()).toBeVisible();
        await expect(guestSide.page.getByText(host.name)).toHaveCount(0);
      });
    } finally {
      await hostSide.context.close();
      await guestSide.context.close();
    }
  });
});
