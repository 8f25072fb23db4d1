import type { APIRequestContext } from '@playwright/test';
import { expect, registerVerified, type Account } from './support';

/**
 * The week's instants on the stack's dev clock, shared by the journeys that run a week through it.
 * Callers hold `withClockLock` for as long as they need the clock where they put it.
 */

export const SAO_PAULO = { state: 'São Paulo', city: 'São Paulo', cityId: '3550308' };

/** Registers a verified account in São Paulo, the city the week journeys run in (`prefix` names its e-mail). */
export const registerInSaoPaulo = (
  request: APIRequestContext,
  baseURL: string | undefined,
  prefix: string,
  firstName: string,
) => registerVerified(request, baseURL, { prefix, firstName, ...SAO_PAULO });
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

/** `saturdayNight`: 18:00, a Saturday-night meetup without a set time has begun (its check-in opened at 17:00). */
export type Week = {
  monday: string;
  friday: string;
  saturday: string;
  saturdayNight: string;
  nextMonday: string;
};

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
    saturdayNight: spInstant(monday + 5 * DAY + 18 * HOUR),
    nextMonday: spInstant(monday + 7 * DAY + 10 * HOUR),
  };
}

export async function setClock(request: APIRequestContext, now: string) {
  const res = await request.post('/api/dev/clock', { data: { now } });
  expect(res.status(), `relógio → ${now}`).toBe(200);
}

/** indication-svc learns of a new person by event: wait until it knows them. */
export async function waitUntilKnown(request: APIRequestContext, account: Account) {
  await expect
    .poll(
      async () =>
        (
          await request.get('/api/indications', { headers: { Authorization: `Bearer ${account.token}` } })
        ).status(),
      { timeout: 20_000, message: `indication-svc conhece ${account.email}` },
    )
    .toBe(200);
}
