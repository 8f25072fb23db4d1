import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
} from '@playwright/test';
import { demo, expect, makePng, test, withClockLock, type Account } from './support';
import { freshWeek, registerInSaoPaulo, setClock, waitUntilKnown, type Week } from './week-clock';

const bearer = (account: { token: string }) => ({ Authorization: `Bearer ${account.token}` });

/**
 * A week run through the API with the dev clock, up to an open forum: the host nominates, the admin
 * approves, the participant votes, Friday 00:00 reveals the winner (week.closed creates the forum).
 * Callers hold `withClockLock` for as long as they need the clock where they put it.
 */
export type ForumWeek = { host: Account; participant: Account; forumId: string; venue: string; week: Week };

/** Nominates a venue as `account` (POST /api/indications with one photo), which must be accepted; its id. */
export async function nominate(request: APIRequestContext, account: Account, venue: Record<string, string>) {
  const nominated = await request.post('/api/indications', {
    headers: bearer(account),
    multipart: {
      ...venue,
      honeypot: '',
      photos: { name: 'bar.png', mimeType: 'image/png', buffer: makePng(64) },
    },
  });
  expect(nominated.status(), `indicação: ${await nominated.text()}`).toBe(201);
  const { indication } = (await nominated.json()) as { indication: { indication_id: string } };
  return indication.indication_id;
}

/** Registers a host and a participant in São Paulo and runs a week until their forum is open. */
export async function openForumWeek(
  request: APIRequestContext,
  baseURL: string | undefined,
  prefix: string,
): Promise<ForumWeek> {
  const host = await registerInSaoPaulo(request, baseURL, `${prefix}.h`, 'Helena');
  const participant = await registerInSaoPaulo(request, baseURL, `${prefix}.p`, 'Paulo');
  for (const account of [host, participant]) await waitUntilKnown(request, account);
  const week = await freshWeek(request);
  const venue = `Bar do Fórum ${Date.now().toString(36)}`;

  await setClock(request, week.monday);
  const forumId = await nominate(request, host, {
    name: venue,
    address: 'Rua Augusta, 1500',
    reference: 'Perto do metrô',
    event_day: 'Sábado',
    event_time: 'Noite - Horário a combinar',
  });

  const admin = await request.post('/api/login', { data: demo.admin });
  expect(admin.status()).toBe(200);
  const { token: adminToken } = (await admin.json()) as { token: string };
  const approved = await request.put(`/api/admin/indications/${forumId}/approve`, {
    headers: bearer({ token: adminToken }),
  });
  expect(approved.status(), 'aprovação').toBe(200);

  const voted = await request.post(`/api/indications/${forumId}/vote`, { headers: bearer(participant) });
  expect(voted.status(), `voto: ${await voted.text()}`).toBeLessThan(300);

  await setClock(request, week.friday);
  // week.closed → forum-svc creates the forum (due processing runs within seconds of the clock move).
  await expect
    .poll(async () => (await request.get(`/api/forum/${forumId}`, { headers: bearer(host) })).status(), {
      timeout: 30_000,
      message: 'fórum criado',
    })
    .toBe(200);
  return { host, participant, forumId, venue, week };
}

/**
 * "Cheguei" by the host's hand (POST /api/forum/{id}/checkin/{user_id}) on the meetup's Saturday night,
 * inside its check-in window: only who checked in adds memories. Leaves the clock there; resolves once
 * the forum shows the arrival.
 */
export async function checkInByHost(
  request: APIRequestContext,
  { host, forumId, week }: Pick<ForumWeek, 'host' | 'forumId' | 'week'>,
  attendee: Account,
) {
  const me = await request.get('/api/me', { headers: bearer(attendee) });
  expect(me.status(), `/api/me de ${attendee.email}`).toBe(200);
  const { user } = (await me.json()) as { user: { user_id: string } };
  await setClock(request, week.saturdayNight);
  const checkedIn = await request.post(`/api/forum/${forumId}/checkin/${user.user_id}`, {
    headers: bearer(host),
  });
  expect(checkedIn.status(), `check-in de ${attendee.email}: ${await checkedIn.text()}`).toBe(200);
  type Arrivals = { confirmed_users: { user_id: string; checked_in_at: string | null }[] };
  await expect
    .poll(
      async () => {
        const forum = await request.get(`/api/forum/${forumId}`, { headers: bearer(host) });
        const { confirmed_users } = (await forum.json()) as Arrivals;
        return confirmed_users.find((person) => person.user_id === user.user_id)?.checked_in_at ?? null;
      },
      { timeout: 20_000, message: 'chegada no fórum' },
    )
    .not.toBeNull();
}

/** The project's device settings (desktop or 390 px mobile), for contexts a test opens itself. */
export type Device = Pick<BrowserContextOptions, 'baseURL' | 'viewport' | 'isMobile' | 'hasTouch'>;

/** A browser context signed in as `account` (the app reads the token from localStorage at start-up). */
export async function contextAs(browser: Browser, device: Device | string | undefined, account: Account) {
  const context: BrowserContext = await browser.newContext({
    ...(typeof device === 'object' ? device : { baseURL: device }),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  await context.addInitScript((t) => window.localStorage.setItem('token', t), account.token);
  const page = await context.newPage();
  return { context, page };
}

export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

/** Opens the forum and waits until its live connection is up. */
export async function openForum(page: Page, forumId: string, venue: string) {
  await page.goto(`/forum/${forumId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fórum do Encontro' })).toBeVisible();
  await expect(page.getByRole('heading', { name: venue }).first()).toBeVisible();
  await expect(page.getByText('Conectado em tempo real')).toBeVisible();
}

/** What a test on an open forum gets: the week's accounts and forum, and the fixtures it uses. */
export type OpenForumRun = ForumWeek & {
  browser: Browser;
  request: APIRequestContext;
  baseURL: string | undefined;
  device: Device;
};

/**
 * A test of its own open forum (five minutes at most): it holds the dev clock, runs a week up to the
 * forum for accounts named after `prefix` (`openForumWeek`), then hands `body` the week and the device.
 */
export function testOnOpenForum(title: string, prefix: string, body: (run: OpenForumRun) => Promise<void>) {
  test(title, async ({ browser, request, baseURL, viewport, isMobile, hasTouch }) => {
    test.setTimeout(300_000);
    await withClockLock(baseURL, async () => {
      const week = await openForumWeek(request, baseURL, prefix);
      await body({ ...week, browser, request, baseURL, device: { baseURL, viewport, isMobile, hasTouch } });
    });
  });
}
