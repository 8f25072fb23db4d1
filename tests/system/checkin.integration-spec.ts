import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m, weekInstant } from '@encontro/contracts';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { WEEK, winnersKit } from './support/winners.js';

type Code = { code: string; digits: string; expires_at: string; checkin_url: string };

/**
 * Issue 30 item 6 through the gateway: "Cheguei" on the dev clock, with every route's status — the
 * host's code (403 to others, 409 outside the window), the check-in (403, 410, 422, 200 twice), the
 * host's by hand (404, 403, 200), and the limit on wrong codes (429).
 */
describe('check-in ("Cheguei") through the gateway', () => {
  let stack: Stack<'identity' | 'indication'>;
  let users: Record<string, SeededUser> = {};
  let meetup = '';

  const api = apiClient(() => stack.base);
  const as = (who: string) => users[who]!.token;
  const id = (who: string) => users[who]!.user_id;
  const codeFor = (who: string) => api(`/api/forum/${meetup}/checkin-code`, { token: as(who) });
  const checkin = (who: string, code: string) =>
    api(`/api/forum/${meetup}/checkin`, { method: 'POST', token: as(who), body: { code } });
  const byHost = (who: string, attendee: string) =>
    api(`/api/forum/${meetup}/checkin/${attendee}`, { method: 'POST', token: as(who) });

  // The nomination's default: Saturday night in São Paulo, so the check-in opens at 17:00.
  const OPENS = weekInstant(WEEK, 6, 17);
  const at = (minutes: number) => new Date(OPENS.getTime() + minutes * 60_000);

  beforeAll(async () => {
    ({ stack, users } = await startSeededWeek('sys_checkin', ['admin', 'ana', 'bruno', 'carla', 'diego'], {
      services: ['identity', 'indication'],
    }));
    const kit = winnersKit({ api, stack, users: () => users });
    meetup = await kit.oneWinner('ana', 'Bar da Ana', 'bruno');
    // The host confirms too, or the meetup is handed over to the first confirmed on Saturday.
    for (const who of ['ana', 'bruno', 'diego'])
      expect((await api(`/api/forum/${meetup}/confirm`, { method: 'POST', token: as(who) })).status).toBe(
        200,
      );
  }, 180_000);

  afterAll(() => stack?.stop());

  it('gives the code to the host alone, and only from an hour before the meetup', async () => {
    stack.setClocks(at(-1));
    expect(await codeFor('ana')).toMatchObject({
      status: 409,
      body: { message: m.checkinNotOpenYet('em 28/11 às 17:00') },
    });
    expect(await checkin('bruno', '123456')).toMatchObject({ status: 409 });
    stack.setClocks(at(1));
    expect(await codeFor('bruno')).toMatchObject({ status: 403, body: { message: m.checkinHostOnly } });
    expect((await api(`/api/forum/${meetup}/checkin-code`)).status).toBe(401);

    const answer = await codeFor('ana');
    expect(answer.status).toBe(200);
    const code = answer.body as unknown as Code;
    expect(code).toMatchObject({ digits: expect.stringMatching(/^\d{6}$/) });
    expect(code.checkin_url).toMatch(new RegExp(`/forum/${meetup}/cheguei\\?c=${code.code}$`));
  }, 30_000);

  it('answers each check-in refusal with its status, then checks in once', async () => {
    stack.setClocks(at(10));
    const old = (await codeFor('ana')).body as unknown as Code;
    stack.setClocks(at(12));

    expect(await checkin('carla', old.digits)).toMatchObject({
      status: 403,
      body: { message: m.checkinNotConfirmed },
    });
    expect(await checkin('bruno', old.code)).toMatchObject({
      status: 410,
      body: { message: m.checkinCodeStale },
    });
    expect(await checkin('bruno', 'AAAAAAAAAAAAAAAA')).toMatchObject({
      status: 422,
      body: { message: m.checkinCodeInvalid, errors: { code: [m.checkinCodeInvalid] } },
    });
    expect((await checkin('bruno', '12')).status).toBe(422);

    const now = (await codeFor('ana')).body as unknown as Code;
    const first = await checkin('bruno', now.digits);
    expect(first).toMatchObject({ status: 200, body: { message: m.checkedIn, user_id: id('bruno') } });
    const again = await checkin('bruno', now.code);
    expect(again).toMatchObject({ status: 200, body: first.body });
  }, 30_000);

  it('lets the host check a confirmed person in by hand, and nobody else', async () => {
    stack.setClocks(at(20));
    expect(await byHost('bruno', id('diego'))).toMatchObject({
      status: 403,
      body: { message: m.checkinHostOnly },
    });
    expect(await byHost('ana', id('carla'))).toMatchObject({
      status: 404,
      body: { message: m.checkinPersonNotConfirmed },
    });
    expect((await byHost('ana', 'not-a-uuid')).status).toBe(404);
    expect(await byHost('ana', id('bruno'))).toMatchObject({ status: 200, body: { user_id: id('bruno') } });

    stack.setClocks(weekInstant(WEEK, 7, 0));
    expect(await byHost('ana', id('diego'))).toMatchObject({
      status: 409,
      body: { message: m.checkinClosed },
    });
  }, 30_000);

  it('stops a person who keeps sending wrong codes (429), counting only wrong ones', async () => {
    stack.setClocks(at(30));
    for (let n = 0; n < 10; n += 1)
      expect((await checkin('diego', String(100000 + n))).status).toBeLessThan(429);
    const refused = await checkin('diego', '999999');
    expect(refused).toMatchObject({ status: 429, body: { message: m.checkinTooManyAttempts } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 30_000);
});
