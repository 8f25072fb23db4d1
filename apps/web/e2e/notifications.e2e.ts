import type { APIRequestContext } from '@playwright/test';
import { type Account, demo, expect, test } from './support';
import { registerInSaoPaulo, waitUntilKnown } from './week-clock';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function unreadOf(request: APIRequestContext, person: Account): Promise<number> {
  const res = await request.get('/api/notifications', { headers: bearer(person.token) });
  expect(res.status(), 'GET /api/notifications').toBe(200);
  return ((await res.json()) as { unread: number }).unread;
}

/** A general ticket of the person's, answered by the admin: notification-svc hears `ticket.responded`. */
async function answeredTicket(request: APIRequestContext, person: Account, subject: string) {
  const opened = await request.post('/api/support/general', {
    headers: bearer(person.token),
    data: {
      ticket_type: 'general',
      name: person.name,
      email: person.email,
      subject,
      message: 'Como faço para indicar um bar?',
      honeypot: '',
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { ticket } = (await opened.json()) as { ticket: { ticket_id: string } };
  const admin = await request.post('/api/login', { data: demo.admin });
  const { token } = (await admin.json()) as { token: string };
  const answered = await request.post(`/api/admin/support/${ticket.ticket_id}/respond`, {
    headers: bearer(token),
    data: { response: 'Pelo botão Indicar Local, de segunda a quinta.' },
  });
  expect(answered.status(), await answered.text()).toBe(200);
}

test('the bell counts a new notification, the page lists it and clicking it opens its link', async ({
  page,
  request,
  baseURL,
}) => {
  const person = await registerInSaoPaulo(request, baseURL, 'avisos', 'Nina');
  await waitUntilKnown(request, person);
  const subject = `Dúvida ${Date.now().toString(36)}`;
  await answeredTicket(request, person, subject);
  await expect.poll(() => unreadOf(request, person), { timeout: 20_000 }).toBe(1);

  await page.addInitScript((t) => window.localStorage.setItem('token', t), person.token);
  await page.goto('/');
  const bell = page.getByRole('button', { name: 'Notificações, 1 não lida' });
  await expect(bell).toBeVisible();
  await expect(bell).toContainText('1');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  await expect(panel.getByText('Seu ticket foi respondido')).toBeVisible();
  await panel.getByRole('link', { name: 'Ver todas' }).click();
  await expect(page).toHaveURL(/\/notificacoes$/);

  const main = page.getByRole('main');
  const item = main.getByRole('listitem').filter({ hasText: 'Seu ticket foi respondido' });
  await expect(item).toContainText(`O suporte respondeu ao ticket “${subject}”.`);
  await item.getByRole('link', { name: /^Seu ticket foi respondido/ }).click();

  await expect(page).toHaveURL(/\/support\/ticket$/);
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
  await expect.poll(() => unreadOf(request, person)).toBe(0);
});

test('a page opened from a push marks its notification read and drops the marker from the address', async ({
  page,
  request,
  baseURL,
}) => {
  const person = await registerInSaoPaulo(request, baseURL, 'pushlido', 'Otto');
  await waitUntilKnown(request, person);
  await answeredTicket(request, person, `Dúvida ${Date.now().toString(36)}`);
  await expect.poll(() => unreadOf(request, person), { timeout: 20_000 }).toBe(1);
  const listed = await request.get('/api/notifications', { headers: bearer(person.token) });
  const [notification] = ((await listed.json()) as { notifications: { id: string; url: string }[] })
    .notifications;

  // The link the service worker opens for this push (sw/notifications.ts).
  await page.addInitScript((t) => window.localStorage.setItem('token', t), person.token);
  await page.goto(`${notification!.url}?notificacao=${notification!.id}`);

  await expect(page).toHaveURL(new RegExp(`${notification!.url}$`));
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
  await expect.poll(() => unreadOf(request, person)).toBe(0);
});
