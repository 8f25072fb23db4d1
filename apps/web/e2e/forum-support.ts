import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
} from '@playwright/test';
import { demo, expect, makePng, registerVerified, type Account } from './support';

/**
 * A week run through the API with the dev clock, up to an open forum: the host nominates, the admin
 * approves, the participant votes, Friday 00:00 reveals the winner (week.closed creates the forum).
 * Callers hold `withClockLock` for as long as they need the clock where they put it.
 */

export const SAO_PAULO = { state: 'São Paulo', city: 'São Paulo', cityId: '3550308' };
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const SP_OFFSET = 3 * HOUR; // São Paulo is UTC−3 all year (no daylight saving since 2019)

/** A São Paulo wall time (as UTC fields) as an ISO instant with its offset. */
function spInstant(wallMs: number): string {
  const d = new Date(wallMs);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}T${p(d.getUTCHours())}:${p(
    d.getUTCMinutes(),
  )}:00-03:00`;
}

export type Week = { monday: string; friday: string; saturday: string; nextMonday: string };

/** The week two weeks after the stack's clock (never one used before): its key instants. */
export async function freshWeek(request: APIRequestContext): Promise<Week> {
  const res = await request.get('/api/dev/clock');
  expect(res.status(), 'GET /api/dev/clock').toBe(200);
  const { now } = (await res.json()) as { now: string };
  const wall = new Date(new Date(now).getTime() - SP_OFFSET);
  const isoDay = ((wall.getUTCDay() + 6) % 7) + 1;
  const monday =
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) - (isoDay - 1) * DAY + 14 * DAY;
  return {
    monday: spInstant(monday + 10 * HOUR),
    friday: spInstant(monday + 4 * DAY),
    saturday: spInstant(monday + 5 * DAY + 10 * HOUR),
    nextMonday: spInstant(monday + 7 * DAY + 10 * HOUR),
  };
}

export async function setClock(request: APIRequestContext, now: string) {
  const res = await request.post('/api/dev/clock', { data: { now } });
  expect(res.status(), `relógio → ${now}`).toBe(200);
}

const bearer = (account: { token: string }) => ({ Authorization: `Bearer ${account.token}` });

/** indication-svc and forum-svc learn of a new person by event: wait until both know them. */
async function waitUntilKnown(request: APIRequestContext, account: Account) {
  await expect
    .poll(async () => (await request.get('/api/indications', { headers: bearer(account) })).status(), {
      timeout: 20_000,
      message: `indication-svc conhece ${account.email}`,
    })
    .toBe(200);
}

export type ForumWeek = { host: Account; participant: Account; forumId: string; venue: string; week: Week };

/** Registers a host and a participant in São Paulo and runs a week until their forum is open. */
export async function openForumWeek(
  request: APIRequestContext,
  baseURL: string | undefined,
  prefix: string,
): Promise<ForumWeek> {
  const host = await registerVerified(request, baseURL, {
    prefix: `${prefix}.h`,
    firstName: 'Helena',
    ...SAO_PAULO,
  });
  const participant = await registerVerified(request, baseURL, {
    prefix: `${prefix}.p`,
    firstName: 'Paulo',
    ...SAO_PAULO,
  });
  for (const account of [host, participant]) await waitUntilKnown(request, account);
  const week = await freshWeek(request);
  const venue = `Bar do Fórum ${Date.now().toString(36)}`;

  await setClock(request, week.monday);
  const nominated = await request.post('/api/indications', {
    headers: bearer(host),
    multipart: {
      name: venue,
      address: 'Rua Augusta, 1500',
      reference: 'Perto do metrô',
      event_day: 'Sábado',
      event_time: 'Noite - Horário a combinar',
      honeypot: '',
      photos: { name: 'bar.png', mimeType: 'image/png', buffer: makePng(64) },
    },
  });
  expect(nominated.status(), `indicação: ${await nominated.text()}`).toBe(201);
  const { indication } = (await nominated.json()) as { indication: { indication_id: string } };
  const forumId = indication.indication_id;

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
