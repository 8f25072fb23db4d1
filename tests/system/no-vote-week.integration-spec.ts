import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type RestrictionStatus, type WinnerList, weekInstant } from '@encontro/contracts';
import { type TestDatabase, waitFor } from '@encontro/testing';
import { type Stack, startSeededWeek } from './support/stack.js';
import { type SeededUser, apiClient } from './support/system-harness.js';
import { WEEK, winnersKit } from './support/winners.js';

/** A few seconds past Friday 00:00 (America/Sao_Paulo): the week has just closed. */
const FRIDAY_MIDNIGHT = new Date(weekInstant(WEEK, 5, 0).getTime() + 5_000);

/**
 * Issue 28, item 2: a small city's week where the only approved venue got no vote. Nobody wins
 * (a winner needs a vote), so nobody hosts, nobody is e-mailed, no forum opens, nobody is told the
 * winners are out — and the answers the Home reads say the week closed without winners.
 */
describe('a week where nobody voted, through the gateway and the services', () => {
  let stack: Stack<'identity' | 'indication' | 'forum' | 'notification'>;
  let users: Record<string, SeededUser> = {};
  let venue: string;

  const api = apiClient(() => stack.base);
  const as = (who: string) => users[who]!.token;
  const sqlOf =
    (db: TestDatabase) =>
    <T>(query: string, params: unknown[] = []) =>
      db.orm.em.fork().execute<T[]>(query, params);
  const winners = async () =>
    (await api('/api/winners/3550308', { token: as('carla') })).body as unknown as WinnerList;
  const status = async () =>
    (await api('/api/forum/restriction-status')).body as unknown as RestrictionStatus;

  beforeAll(async () => {
    ({ stack, users } = await startSeededWeek('sys_novote', ['admin', 'ana', 'carla'], {
      services: ['identity', 'indication', 'forum', 'notification'],
    }));
    venue = await winnersKit({ api, stack, users: () => users }).nominate('ana', 'Bar Sem Votos');
  }, 180_000);

  afterAll(() => stack?.stop());

  it('keeps voting open until Friday 00:00 and says so', async () => {
    expect(await status()).toMatchObject({
      voting_open: true,
      winners_revealed: false,
      next_change_at: '2026-11-27T00:00:00-03:00',
    });
    expect(await winners()).toMatchObject({ winners: [], week_closed: false });
  });

  it('closes the week on Friday with no winner, no host, no e-mail, no forum and no notification', async () => {
    stack.setClocks(FRIDAY_MIDNIGHT);
    await waitFor(async () => (await winners()).week_closed, 15_000);
    expect(await winners()).toEqual({
      winners: [],
      week: WEEK,
      city: 'São Paulo',
      city_id: '3550308',
      week_closed: true,
    });
    expect(await status()).toMatchObject({
      voting_open: false,
      winners_revealed: true,
      next_change_at: '2026-11-28T00:00:00-03:00',
    });
    // The venue is still the week's only one, with its 0 votes; the Home decides not to list it.
    const list = await api('/api/indications', { token: as('carla') });
    expect(list.body).toMatchObject({ voting_open: false, total_votes: 0 });

    const { indication, forum, notification } = stack;
    const [closed] = await sqlOf(indication.db)<{ id: string; payload: { winners: unknown[] } }>(
      `select id, payload from "${indication.db.schema}".outbox where name = 'week.closed'`,
    );
    expect(closed!.payload.winners).toEqual([]);
    // forum-svc and notification-svc have applied that week.closed…
    for (const db of [forum.db, notification.db])
      await waitFor(
        async () =>
          (await sqlOf(db)(`select 1 from "${db.schema}".inbox where event_id = ?`, [closed!.id])).length ===
          1,
        15_000,
      );
    // …and made nothing of it.
    expect(await sqlOf(forum.db)(`select id from "${forum.db.schema}".forums`)).toEqual([]);
    expect((await api(`/api/forum/${venue}`, { token: as('ana') })).status).toBe(404);
    for (const who of ['ana', 'carla']) {
      const inbox = await api('/api/notifications', { token: as(who) });
      const types = (inbox.body.notifications as { type: string }[]).map((n) => n.type);
      expect(types).not.toContain('host.selected');
      expect(types).not.toContain('winners.revealed');
    }
    expect(
      await sqlOf(indication.db)(
        `select 1 from "${indication.db.schema}".mail_outbox where kind = 'host.won'`,
      ),
    ).toEqual([]);
  }, 60_000);
});
