import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { indicationMessages as m } from '@encontro/contracts';
import { waitFor } from '@encontro/testing';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { winnersKit } from './support/winners.js';

type WinnerCard = { indication_id: string; confirmed_participants: number; host_confirmed: boolean };
type ForumPage = {
  stats: { active_participants: number };
  confirmed_users: { user_id: string; is_host: boolean }[];
  user_confirmed: boolean;
  winner: { host_id: string };
};

/**
 * Issue 28 items 1 and 10c through the real services: the host of the 2nd place says "Eu Vou!" to
 * the 1st, then confirms their own meetup anyway. Their presence moves; the Home's cards, both
 * forums (count and list) and their own /api/me follow, and always agree with each other.
 */
describe('a host’s own meetup comes first, and every count of presences agrees', () => {
  let stack: Stack<'identity' | 'indication' | 'forum'>;
  let users: Record<string, SeededUser> = {};
  let first = '';
  let second = '';

  const api = apiClient(() => stack.base);
  const as = (who: string) => users[who]!.token;
  const id = (who: string) => users[who]!.user_id;

  const cards = async () =>
    new Map(
      ((await api('/api/winners/3550308', { token: as('bruno') })).body.winners as WinnerCard[]).map((w) => [
        w.indication_id,
        w,
      ]),
    );
  const forum = async (venue: string, who = 'bruno') =>
    (await api(`/api/forum/${venue}`, { token: as(who) })).body as unknown as ForumPage;
  /** Waits until forum-svc shows `expected` people confirmed for `venue`, then checks the Home card says the same. */
  const expectPresences = async (venue: string, expected: string[]) => {
    await waitFor(async () => (await forum(venue)).stats.active_participants === expected.length, 10_000);
    const page = await forum(venue);
    expect(page.confirmed_users.map((u) => u.user_id)).toEqual(expected.map(id));
    expect((await cards()).get(venue)?.confirmed_participants).toBe(expected.length);
  };
  const confirm = (venue: string, who: string) =>
    api(`/api/forum/${venue}/confirm`, { method: 'POST', token: as(who) });

  beforeAll(async () => {
    ({ stack, users } = await startSeededWeek('sys_host_move', ['admin', 'ana', 'bruno', 'carla', 'diego'], {
      services: ['identity', 'indication', 'forum'],
      livePush: true,
    }));
    const kit = winnersKit({ api, stack, users: () => users });
    first = await kit.nominate('ana', 'Bar da Ana');
    second = await kit.nominate('diego', 'Boteco do Diego');
    await kit.vote('bruno', first);
    await kit.vote('carla', first);
    await kit.vote('ana', second);
    await kit.closeWeek('bruno', 2);
  }, 180_000);

  afterAll(() => stack?.stop());

  it('shows a host who has not confirmed as host, never as a confirmed participant', async () => {
    await expectPresences(first, []);
    await expectPresences(second, []);
    const page = await forum(second, 'diego');
    expect(page.winner.host_id).toBe(id('diego'));
    expect(page.user_confirmed).toBe(false);
  }, 30_000);

  it('lets the 2nd place’s host go to the 1st, then moves them to their own meetup when they confirm it', async () => {
    expect((await confirm(first, 'carla')).status).toBe(200);
    expect((await confirm(first, 'diego')).status).toBe(200);
    await expectPresences(first, ['carla', 'diego']);
    await expectPresences(second, []);

    const moved = await confirm(second, 'diego');
    expect(moved).toMatchObject({
      status: 200,
      body: {
        message: `${m.attendanceConfirmed} ${m.hostAttendanceMoved('Bar da Ana')}`,
        is_host: true,
        host_confirmed: true,
        moved_from_indication_id: first,
        user: { last_confirmed_indication_id: second },
      },
    });
    await expectPresences(first, ['carla']);
    await expectPresences(second, ['diego']);
    expect((await cards()).get(second)?.host_confirmed).toBe(true);
    expect((await forum(second, 'diego')).confirmed_users).toEqual([
      expect.objectContaining({ user_id: id('diego'), is_host: true }),
    ]);
    expect((await forum(first, 'diego')).user_confirmed).toBe(false);
    // The calendar of the meetup left is no longer theirs; identity-svc's /api/me follows too.
    expect((await api(`/api/forum/${first}/calendar.ics`, { token: as('diego') })).status).toBe(403);
    await waitFor(async () => {
      const me = await api('/api/me', { token: as('diego') });
      return (
        (me.body.user as { last_confirmed_indication_id: string }).last_confirmed_indication_id === second
      );
    }, 10_000);
  }, 60_000);

  it('keeps the rule for everyone else, the host of a meetup they attend included: one meetup a week', async () => {
    expect(await confirm(second, 'carla')).toMatchObject({
      status: 409,
      body: { message: m.attendingAnother },
    });
    expect(await confirm(first, 'diego')).toMatchObject({
      status: 409,
      body: { message: m.attendingAnother },
    });
    await expectPresences(first, ['carla']);
    await expectPresences(second, ['diego']);
  }, 30_000);
});
