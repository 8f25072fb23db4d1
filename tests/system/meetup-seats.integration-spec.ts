import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m } from '@encontro/contracts';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { winnersKit } from './support/winners.js';

type Card = { indication_id: string; seats_left: number | null; waitlist_count: number; host_id: string };

/**
 * Issue 30 items 2–4 through the gateway and the real services: a meetup of 2 places (the host's and
 * one guest's), the line behind it, "Não vou mais" offering the seat, the offer taken, leaving the line
 * and the host's hand-over, with the routes' statuses and answers.
 */
describe('a meetup’s seats, its line and changing one’s mind, through the gateway', () => {
  let stack: Stack<'identity' | 'indication'>;
  let users: Record<string, SeededUser> = {};
  let venue = '';

  const api = apiClient(() => stack.base);
  const as = (who: string) => users[who]!.token;
  const id = (who: string) => users[who]!.user_id;
  const call = (method: string, path: string, who?: string, body?: unknown) =>
    api(`/api/forum/${venue}${path}`, {
      method,
      ...(who ? { token: as(who) } : {}),
      ...(body ? { body } : {}),
    });
  const card = async (who: string) =>
    ((await api('/api/winners/3550308', { token: as(who) })).body.winners as Card[]).find(
      (w) => w.indication_id === venue,
    )!;

  beforeAll(async () => {
    ({ stack, users } = await startSeededWeek(
      'sys_seats',
      ['admin', 'ana', 'bruno', 'carla', 'diego', 'rafael'],
      {
        services: ['identity', 'indication'],
      },
    ));
    venue = await winnersKit({ api, stack, users: () => users }).oneWinner('ana', 'Bar da Ana', 'bruno');
  }, 180_000);

  afterAll(() => stack?.stop());

  it('seats the host and one guest, then lines up the rest', async () => {
    expect(await call('POST', '/confirm', 'ana', { capacity: 2 })).toMatchObject({
      status: 200,
      body: { status: 'confirmed', is_host: true, position: null },
    });
    expect(await call('POST', '/confirm', 'bruno')).toMatchObject({
      status: 200,
      body: { status: 'confirmed', position: null, user: { last_confirmed_indication_id: venue } },
    });
    expect(await call('POST', '/confirm', 'carla')).toMatchObject({
      status: 200,
      body: { status: 'waitlisted', position: 1, message: m.attendanceWaitlisted(1), calendar_url: null },
    });
    expect(await call('POST', '/confirm', 'diego')).toMatchObject({
      status: 200,
      body: { status: 'waitlisted', position: 2 },
    });
    expect(await call('GET', '/attendance', 'carla')).toMatchObject({
      status: 200,
      body: {
        attendance: { status: 'waitlisted', position: 1, offer_expires_at: null, checked_in_at: null },
      },
    });
    expect(await call('GET', '/attendance', 'rafael')).toMatchObject({
      status: 200,
      body: { attendance: null },
    });
    expect(await card('bruno')).toMatchObject({ seats_left: 0, waitlist_count: 2 });
  }, 30_000);

  it('refuses what does not apply: 409 without an offer, 404 outside the line or the meetup, 401 without a session', async () => {
    expect(await call('POST', '/waitlist/accept', 'carla')).toMatchObject({
      status: 409,
      body: { message: m.noValidOffer },
    });
    expect(await call('DELETE', '/waitlist', 'bruno')).toMatchObject({
      status: 404,
      body: { message: m.notInLine },
    });
    expect(await call('DELETE', '/confirm', 'rafael')).toMatchObject({
      status: 404,
      body: { message: m.notAttending },
    });
    for (const [method, path] of [
      ['DELETE', '/confirm'],
      ['DELETE', '/waitlist'],
      ['POST', '/waitlist/accept'],
      ['GET', '/attendance'],
    ] as const)
      expect((await call(method, path)).status).toBe(401);
  }, 30_000);

  it('offers a cancelled seat to the first in line, who takes it', async () => {
    expect(await call('DELETE', '/confirm', 'bruno')).toMatchObject({
      status: 200,
      body: {
        message: m.attendanceWithdrawn,
        indication_id: venue,
        new_host_id: null,
        last_confirmed_indication_id: null,
        user: { last_confirmed_indication_id: null },
      },
    });
    const waiting = await call('GET', '/attendance', 'carla');
    expect(waiting.body.attendance).toMatchObject({ position: 1, offer_expires_at: expect.any(String) });

    expect(await call('POST', '/waitlist/accept', 'carla')).toMatchObject({
      status: 200,
      body: {
        message: m.offerAccepted,
        status: 'confirmed',
        calendar_url: expect.stringContaining(venue),
        user: { last_confirmed_indication_id: venue },
      },
    });
    // The cached winners answer follows the change.
    expect(await card('bruno')).toMatchObject({ seats_left: 0, waitlist_count: 1 });
  }, 30_000);

  it('lets a person leave the line', async () => {
    expect(await call('DELETE', '/waitlist', 'diego')).toMatchObject({
      status: 200,
      body: { message: m.waitlistLeft },
    });
    expect((await call('GET', '/attendance', 'diego')).body).toEqual({ attendance: null });
    expect(await card('bruno')).toMatchObject({ waitlist_count: 0 });
  }, 30_000);

  it('turns the host’s "Não vou mais" into a hand-over to the first confirmed guest', async () => {
    expect(await call('DELETE', '/confirm', 'ana')).toMatchObject({
      status: 200,
      body: { message: m.hostHandedOver, new_host_id: id('carla'), last_confirmed_indication_id: null },
    });
    expect(await card('bruno')).toMatchObject({ host_id: id('carla') });
    expect(await call('DELETE', '/confirm', 'carla')).toMatchObject({
      status: 409,
      body: { message: m.hostCannotLeave },
    });
  }, 30_000);
});
