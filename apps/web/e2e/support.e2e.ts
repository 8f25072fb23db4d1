import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, signInWithToken, test, waitForMail, withClockLock } from './support';

/** Every contact message is forwarded to the platform's contact address (support-svc CONTACT_EMAIL). */
const CONTACT_ADDRESS = process.env.E2E_CONTACT_EMAIL ?? 'contato@encontro.app';
const SP_OFFSET = 3 * 60 * 60 * 1000; // São Paulo is UTC−3 all year
const DAY = 24 * 60 * 60 * 1000;

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The daily contact limit counts per e-mail and per client address, and every browser here comes from
 * 127.0.0.1: move the stack's dev clock to 10:00 of the next São Paulo day so the count starts at zero.
 */
async function startFreshContactDay(request: APIRequestContext) {
  const res = await request.get('/api/dev/clock');
  expect(res.status(), 'GET /api/dev/clock').toBe(200);
  const { now } = (await res.json()) as { now: string };
  const wall = new Date(new Date(now).getTime() - SP_OFFSET);
  const next = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) + DAY);
  const day = next.toISOString().slice(0, 10);
  const moved = await request.post('/api/dev/clock', { data: { now: `${day}T10:00:00-03:00` } });
  expect(moved.status(), `relógio → ${day}`).toBe(200);
}

async function apiLogin(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/login', { data: account });
  expect(res.status(), `login de ${account.email}`).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The ticket's id as its author sees it, then the admin's answer through the API. */
async function adminResponds(
  request: APIRequestContext,
  userToken: string,
  list: '/api/support/tickets' | '/api/support/host/tickets',
  subject: string,
  response: string,
) {
  const mine = await request.get(list, { headers: { Authorization: `Bearer ${userToken}` } });
  expect(mine.status()).toBe(200);
  const { tickets } = (await mine.json()) as { tickets: { ticket_id: string; subject: string }[] };
  const ticket = tickets.find((t) => t.subject === subject);
  expect(ticket, `ticket "${subject}"`).toBeTruthy();
  const adminToken = await apiLogin(request, demo.admin);
  const answered = await request.post(`/api/admin/support/${ticket!.ticket_id}/respond`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { response },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  expect(((await answered.json()) as { message: string }).message).toBe(
    'Resposta enviada com sucesso! O usuário receberá um email.',
  );
}

const ticketItem = (page: Page, subject: string) =>
  page
    .getByRole('region', { name: /^Meus Tickets/ })
    .getByRole('listitem')
    .filter({ hasText: subject });

test('a signed-in user sends a prefilled contact message, then sees the attempts warning and the daily limit', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signInWithToken(page, request, demo.user);
  await withClockLock(baseURL, async () => {
    await startFreshContactDay(request);
    await page.goto('/support/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Fale Conosco' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Nome' });
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveValue(demo.user.email);
    await expect(name).not.toHaveValue('');
    const send = page.getByRole('button', { name: 'Enviar mensagem' });
    await expect(send).toBeDisabled();

    const firstSubject = unique('Dúvida sobre votação');
    const sendOne = async (subject: string) => {
      await page.getByRole('textbox', { name: 'Assunto' }).fill(`  ${subject}  `);
      await page.getByRole('textbox', { name: 'Mensagem' }).fill('Como funciona a votação da semana?');
      await expect(send).toBeEnabled();
      await send.click();
      await expect(page.getByText('Mensagem enviada! Entraremos em contato em breve.').last()).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Assunto' })).toHaveValue('');
    };

    await sendOne(firstSubject);
    const mail = await waitForMail(request, baseURL, CONTACT_ADDRESS, new RegExp(escape(firstSubject)));
    expect(`${mail.text ?? mail.html}`).toContain('Como funciona a votação da semana?');
    expect(`${mail.text ?? mail.html}`).toContain(demo.user.email);
    await expect(page.getByText(/tentativas restantes hoje/)).toHaveCount(0);

    await sendOne(unique('Segunda mensagem'));
    await sendOne(unique('Terceira mensagem'));
    await expect(page.getByText('Você tem 2 tentativas restantes hoje')).toBeVisible();
    await sendOne(unique('Quarta mensagem'));
    await expect(page.getByText('Você tem 1 tentativa restante hoje')).toBeVisible();
    await sendOne(unique('Quinta mensagem'));
    await expect(page.getByText('Limite diário de envios atingido! Tente novamente amanhã.')).toBeVisible();
    await expect(page.getByText(/^Tempo restante: \d+h/)).toBeVisible();
    await expect(send).toBeDisabled();

    // The sixth message of the day: the page says so on arrival, and the API refuses it.
    await page.reload();
    await expect(page.getByText('Limite diário de envios atingido! Tente novamente amanhã.')).toBeVisible();
    const token = await apiLogin(request, demo.user);
    const sixth = await request.post('/api/contact', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Ana', email: demo.user.email, subject: 'Sexta', message: 'Sexta mensagem' },
    });
    expect(sixth.status()).toBe(429);
  });
});

test('a user opens a general ticket, the admin answers it and the user sees the response and gets the e-mail', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await signInWithToken(page, request, demo.user);
  const subject = unique('Não consigo votar');
  await page.goto('/support/ticket');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets de Suporte' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Novo ticket' });
  await form.getByRole('radio', { name: /^Geral/ }).check();
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(demo.user.email);
  await expect(form.getByRole('textbox', { name: 'Nome' })).not.toHaveValue('');
  await form.getByRole('textbox', { name: 'Assunto' }).fill(subject);
  await form.getByRole('textbox', { name: 'Mensagem' }).fill('O botão Votar não aparece para mim.');
  await form.getByRole('button', { name: 'Criar ticket' }).click();
  await expect(page.getByText('Ticket criado com sucesso!')).toBeVisible();

  const list = page.getByRole('region', { name: 'Meus Tickets' });
  await list.getByRole('button', { name: 'Abertos' }).click();
  await expect(ticketItem(page, subject)).toBeVisible();
  await expect(ticketItem(page, subject).getByText('Aberto', { exact: true })).toBeVisible();

  const response = `Olá! Verifique se você já votou esta semana. (${subject})`;
  await adminResponds(request, token, '/api/support/tickets', subject, response);

  await page.reload();
  await page
    .getByRole('region', { name: 'Meus Tickets' })
    .getByRole('button', { name: 'Respondidos' })
    .click();
  const item = ticketItem(page, subject);
  await expect(item).toBeVisible();
  await expect(item.getByText('Respondido', { exact: true })).toBeVisible();
  await expect(item.getByText(response)).toBeVisible();
  await page.getByRole('region', { name: 'Meus Tickets' }).getByRole('button', { name: 'Abertos' }).click();
  await expect(ticketItem(page, subject)).toHaveCount(0);

  await page
    .getByRole('region', { name: 'Meus Tickets' })
    .getByRole('button', { name: 'Respondidos' })
    .click();
  await ticketItem(page, subject).getByRole('button', { name: 'Ver detalhes' }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText(response)).toBeVisible();
  await expect(dialog.getByText('O botão Votar não aparece para mim.')).toBeVisible();
  await page.keyboard.press('Escape');

  const mail = await waitForMail(request, baseURL, demo.user.email, new RegExp(escape(subject)));
  expect(`${mail.text ?? mail.html}`).toContain(response);
});

test('a host ticket about the user’s own indication is answered and finalised', async ({ page, request }) => {
  const token = await signInWithToken(page, request, demo.user);
  const subject = unique('Fotos do local');
  await page.goto('/host-support');
  await expect(page.getByRole('heading', { level: 1, name: 'Suporte Anfitrião' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Novo ticket' });
  const indication = form.getByRole('combobox', { name: 'Indicação' });
  await expect(indication.locator('option')).not.toHaveCount(1);
  await indication.selectOption({ index: 1 });
  await form.getByRole('textbox', { name: 'Assunto' }).fill(subject);
  await form.getByRole('textbox', { name: 'Mensagem' }).fill('Quero trocar as fotos do local.');
  await form.getByRole('button', { name: 'Criar ticket' }).click();
  await expect(page.getByText('Ticket criado com sucesso!')).toBeVisible();
  await expect(ticketItem(page, subject).getByText('Aberto', { exact: true })).toBeVisible();

  await adminResponds(request, token, '/api/support/host/tickets', subject, 'Fotos trocadas!');
  await page.reload();
  const item = ticketItem(page, subject);
  await expect(item.getByText('Respondido', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Finalizar ticket' }).click();
  await expect(page.getByText('Ticket finalizado com sucesso!')).toBeVisible();
  await expect(item.getByText('Finalizado', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Finalizar ticket' })).toHaveCount(0);
  await page
    .getByRole('region', { name: /^Meus Tickets/ })
    .getByRole('button', { name: 'Finalizados' })
    .click();
  await expect(ticketItem(page, subject)).toBeVisible();
});

test('the FAQ finds questions by search and category and counts a feedback vote', async ({
  page,
  request,
}) => {
  await page.goto('/support/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Perguntas Frequentes' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Perguntas' });
  await page.getByRole('searchbox', { name: 'Buscar nas perguntas' }).fill('votar');
  await expect(results.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const first = results.getByRole('heading', { level: 3 }).first().getByRole('button');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await results
    .getByRole('button', { name: /^Útil \(\d+\)$/ })
    .first()
    .click();
  await expect(page.getByText('Faça login para avaliar esta resposta.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar nas perguntas' }).fill('zzzz-nada');
  await expect(page.getByText('Nenhuma pergunta encontrada')).toBeVisible();
  await expect(results.getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute(
    'href',
    '/support/contact',
  );

  await signInWithToken(page, request, demo.user);
  await page.goto('/support/faq');
  await page.getByRole('group', { name: 'Categorias' }).getByRole('button', { name: 'Votação' }).click();
  const question = results.getByRole('heading', { level: 3 }).first().getByRole('button');
  await question.click();
  const helpful = results.getByRole('button', { name: /^Útil \(\d+\)$/ }).first();
  const before = Number((await helpful.textContent())?.match(/\d+/)?.[0]);
  const pressed = await helpful.getAttribute('aria-pressed');
  await helpful.click();
  await expect(page.getByText('Obrigado pelo seu feedback!')).toBeVisible();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  // Another run may vote at the same time: the count has this vote at least.
  if (pressed !== 'true') {
    await expect
      .poll(async () => Number((await helpful.textContent())?.match(/\d+/)?.[0]))
      .toBeGreaterThanOrEqual(before + 1);
  }
});
