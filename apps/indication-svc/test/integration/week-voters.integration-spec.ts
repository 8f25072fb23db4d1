import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { genericMessages } from '@encontro/contracts';
import { callerContext, serviceCaller } from '@encontro/server-messaging';
import { expectRefusal } from '@encontro/testing';
import { AdminIndicationsService } from '../../src/indications/admin-indications.service.js';
import { VotesHandlers } from '../../src/votes/votes.handlers.js';
import { type IndicationTestApp, W48_MONDAY, createIndicationTestApp, newCity } from '../support/index.js';

const WEEK = '2026-W48';

describe('indication.week.voters: a city’s voters of a week, for notification-svc (real Postgres)', () => {
  let t: IndicationTestApp;
  let votes: VotesHandlers;

  const asNotificationSvc = <T>(work: () => Promise<T>) =>
    callerContext.run(serviceCaller('notification-svc'), work);
  const page = (cityId: string, limit: number, after?: string, week = WEEK) =>
    asNotificationSvc(() => votes.weekVoters({ city_id: cityId, week, after, limit }));
  /** Every page of the city's week, `limit` at a time. */
  const allPages = async (cityId: string, limit: number) => {
    const pages: { user_ids: string[]; next: string | null }[] = [];
    let after: string | undefined;
    do {
      const answer = await page(cityId, limit, after);
      pages.push(answer);
      after = answer.next ?? undefined;
    } while (after);
    return pages;
  };

  /** An approved indication in `city` and `count` people of the city who vote for it. */
  const votedIn = async (city: ReturnType<typeof newCity>, count: number) => {
    const { indication } = await t.nominate(await t.person(city));
    const indicationId = indication!.indication_id;
    await t.get(AdminIndicationsService).approve(await t.person(city), indicationId);
    const voters: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const voter = await t.person(city);
      await votes.castVote({ user_id: voter, indication_id: indicationId });
      voters.push(voter);
    }
    return { city, indicationId, voters };
  };

  beforeAll(async () => {
    t = await createIndicationTestApp('ind_week_voters');
    votes = t.get(VotesHandlers);
    t.clock.set(W48_MONDAY);
  }, 60_000);

  afterAll(() => t?.close());

  it('pages the city’s voters in user_id order, each page starting after the last one’s next', async () => {
    const city = newCity();
    const { voters } = await votedIn(city, 7);

    const pages = await allPages(city.city_id, 3);

    expect(pages.map((p) => p.user_ids.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((p) => p.user_ids)).toEqual([...voters].sort());
    expect(pages.map((p) => p.next)).toEqual([pages[0]!.user_ids[2], pages[1]!.user_ids[2], null]);
  });

  it('ends with next null when the last page is exactly full', async () => {
    const city = newCity();
    await votedIn(city, 4);

    expect((await allPages(city.city_id, 2)).map((p) => p.next === null)).toEqual([false, true]);
  });

  it('leaves out a removed vote, and the votes of another city or another week', async () => {
    const city = newCity();
    const { indicationId, voters } = await votedIn(city, 3);
    const [changedMind, ...kept] = voters;
    await votes.removeVote({ user_id: changedMind!, indication_id: indicationId });
    const elsewhere = await votedIn(newCity(), 2);
    const lastWeeks = await t.person(city);
    await t.sql(
      `insert into ${t.table('votes')} (user_id, week, indication_id, city_id, created_at)
       values (?, '2026-W47', ?, ?, now())`,
      [lastWeeks, indicationId, city.city_id],
    );

    const answer = await page(city.city_id, 100);

    expect(answer).toEqual({ user_ids: [...kept].sort(), next: null });
    expect((await page(city.city_id, 100, undefined, '2026-W47')).user_ids).toEqual([lastWeeks]);
    expect((await page(elsewhere.city.city_id, 100)).user_ids).toEqual([...elsewhere.voters].sort());
  });

  it('answers only notification-svc', async () => {
    const city = newCity();
    await votedIn(city, 1);

    await expectRefusal(
      callerContext.run(serviceCaller('admin-svc'), () =>
        votes.weekVoters({ city_id: city.city_id, week: WEEK, limit: 10 }),
      ),
      'CALLER_NOT_ALLOWED',
      genericMessages.forbidden,
    );
  });

  it('reads a page as one ordered range of votes_week_city_user_idx, without sorting', async () => {
    // The suite's table is small: without seq scans the planner shows what it does at 20,000 voters.
    const plan = await t
      .get(MikroORM)
      .em.fork()
      .transactional(async (em) => {
        await em.execute('set local enable_seqscan = off');
        const rows = await em.execute<{ 'QUERY PLAN': string }[]>(
          `explain select user_id from ${t.table('votes')}
            where week = ? and city_id = ? and user_id > ? order by user_id limit 2001`,
          [WEEK, '3550308', '00000000-0000-0000-0000-000000000000'],
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });

    expect(plan).toContain('votes_week_city_user_idx');
    expect(plan).not.toContain('Sort');
  });
});
