import type { APIRequestContext, Page } from '@playwright/test';
import { nominate } from './forum-support';
import { demo, expect, test, waitForMail, withClockLock, type Account } from './support';
import { SAO_PAULO, freshWeek, registerInSaoPaulo, setClock, waitUntilKnown } from './week-clock';

/**
 * Issue 28 on a phone (390 and 320 px): a person whose session a block ended is told why on /login,
 * with the way to support; a woman host reads "anfitriã" in the app, the notification and the e-mail;
 * successful logins from one shared address never use up its limit.
 */

const BLOCKED = 'Sua conta está bloqueada. Entre em contato com o suporte.';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: demo.admin });
  expect(login.status(), 'login do admin').toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function userIdOf(request: APIRequestContext, account: Account) {
  const me = await request.get('/api/me', { headers: bearer(account.token) });
  expect(me.status()).toBe(200);
  return ((await me.json()) as { user: { user_id: string } }).user.user_id;
}

/** Opens the Home as `account` (the app reads the token from localStorage at start-up). */
async function openHomeAs(page: Page, account: Account) {
  await page.goto('/sobre');
  await page.evaluate((t) => window.localStorage.setItem('token', t), account.token);
  await page.goto('/');
  await expect(page.getByText(`Olá, ${account.name.split(' ')[0]}!`)).toBeVisible();
}

/** No part of the page is wider than the phone. */
async function expectFitsTheScreen(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('a person whose open session a block ends is told so on /login, with the way to support', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Registering follows an e-mailed link that expires by the dev clock: hold it meanwhile.
  const person = await withClockLock(baseURL, () =>
    registerInSaoPaulo(request, baseURL, 'bloqueio.fone', 'Bruna'),
  );
  const admin = await adminToken(request);
  const personId = await userIdOf(request, person);
  const toggle = async (expected: string) => {
    const res = await request.post(`/api/admin/users/${personId}/toggle-block`, { headers: bearer(admin) });
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(expected);
  };

  await openHomeAs(page, person);
  await toggle('Usuário bloqueado com sucesso!');
  try {
    await test.step('the next page load ends on /login with the blocked message and the support link', async () => {
      await page.reload();
      await expect(page).toHaveURL(/\/login(\?|$)/);
      const alert = page.getByRole('alert').filter({ hasText: BLOCKED });
      await expect(alert).toBeVisible();
      const support = alert.getByRole('link', { name: 'Fale com o suporte' });
      await expect(support).toBeVisible();
      await expectFitsTheScreen(page);
      // It stays: not a toast that goes away.
      await page.waitForTimeout(6_000);
      await expect(alert).toBeVisible();
      await support.click();
      await expect(page).toHaveURL(/\/support\/contact$/);
    });

    await test.step('a login of the blocked account says the same, with the same link', async () => {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
      await page.getByLabel('Senha', { exact: true }).fill(person.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      const alert = page.getByRole('alert').filter({ hasText: BLOCKED });
      await expect(alert.getByRole('link', { name: 'Fale com o suporte' })).toBeVisible();
    });
  } finally {
    await toggle('Usuário desbloqueado com sucesso!');
  }
});

test('a woman host reads "Você é a anfitriã!" on her card, in her notification and in her e-mail', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await withClockLock(baseURL, async () => {
    const helena = await registerInSaoPaulo(request, baseURL, 'anfitria.h', 'Helena');
    const voter = await registerInSaoPaulo(request, baseURL, 'anfitria.v', 'Vitor');
    // She chooses Feminino in her profile: identity-svc tells the other services.
    const profile = await request.put('/api/profile', {
      headers: bearer(helena.token),
      data: { name: 'Helena', surname: 'Teste', state: SAO_PAULO.state, city: SAO_PAULO.city, gender: 'F' },
    });
    expect(profile.status(), `perfil: ${await profile.text()}`).toBe(200);
    for (const account of [helena, voter]) await waitUntilKnown(request, account);
    const week = await freshWeek(request);
    const venue = `Bar da Helena ${Date.now().toString(36)}`;

    await setClock(request, week.monday);
    const id = await nominate(request, helena, {
      name: venue,
      address: 'Rua Augusta, 1700',
      event_day: 'Sábado',
      event_time: 'Noite - Horário a combinar',
    });
    const admin = await adminToken(request);
    expect(
      (await request.put(`/api/admin/indications/${id}/approve`, { headers: bearer(admin) })).status(),
    ).toBe(200);
    const voted = await request.post(`/api/indications/${id}/vote`, { headers: bearer(voter.token) });
    expect(voted.status(), `voto: ${await voted.text()}`).toBeLessThan(300);

    await setClock(request, week.friday);
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/winners/${encodeURIComponent(SAO_PAULO.city)}`, {
            headers: bearer(helena.token),
          });
          return ((await res.json()) as { winners?: { name: string }[] }).winners?.map((w) => w.name) ?? [];
        },
        { timeout: 30_000, message: 'vencedores revelados' },
      )
      .toContain(venue);

    await test.step('her winner card on the Home', async () => {
      await openHomeAs(page, helena);
      const card = page.getByRole('article', { name: venue });
      await expect(card.getByText('Você é a anfitriã!')).toBeVisible();
      await expect(page.getByText('Você é o anfitrião!')).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Confirmar Presença' })).toBeVisible();
      await expectFitsTheScreen(page);
    });

    await test.step('her notification (the text of her push) and her e-mail', async () => {
      await expect
        .poll(
          async () => {
            const res = await request.get('/api/notifications', { headers: bearer(helena.token) });
            const { notifications } = (await res.json()) as { notifications: { title: string }[] };
            return notifications.map((n) => n.title);
          },
          { timeout: 30_000, message: 'notificação de anfitriã' },
        )
        .toContain('Você é a anfitriã!');
      const mail = await waitForMail(request, baseURL, helena.email, /Confirme que você será a anfitriã/);
      expect(`${mail.text ?? mail.html}`).toContain('você é a anfitriã');
    });
  });
});

test('many successful logins from one shared address never use up its login limit', async ({ request }) => {
  test.setTimeout(120_000);
  // One carrier address (CGNAT) for everyone: the e2e gateway trusts its loopback proxy.
  const from = `100.64.${Math.floor(Math.random() * 200) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  const login = (password: string) =>
    request.post('/api/login', {
      headers: { 'x-forwarded-for': from },
      data: { email: demo.user.email, password },
    });
  const remaining = (res: Awaited<ReturnType<typeof login>>) => Number(res.headers()['ratelimit-remaining']);

  const first = await login(demo.user.password);
  expect(first.status()).toBe(200);
  const limit = Number(first.headers()['ratelimit-limit']);
  expect(remaining(first)).toBe(limit);
  for (let i = 0; i < 24; i += 1) {
    const again = await login(demo.user.password);
    expect(again.status()).toBe(200);
    expect(remaining(again), `login ${i + 2}`).toBe(limit);
  }
  // A wrong password is what the address counts.
  const wrong = await login('Errada123');
  expect(wrong.status()).toBe(401);
  expect(remaining(wrong)).toBe(limit - 1);
  expect(remaining(await login(demo.user.password))).toBe(limit - 1);
});
