import { beforeAll, describe, expect, it } from '@jest/globals';
import { statisticsSchema } from '@encontro/contracts';
import { randomUUID } from 'node:crypto';
import { StatisticsHandlers } from '../../src/statistics/statistics.handlers.js';
import { adminSuite } from '../support/suite.js';

const HOUR = 60 * 60 * 1000;

describe('admin-svc statistics: kept from events, days and months of São Paulo from the Clock', () => {
  const t = adminSuite('admin_stats');
  let stats: StatisticsHandlers;
  // Friday 20 November 2026, 12:00 in São Paulo.
  const now = new Date('2026-11-20T15:00:00Z');
  const get = async () => statisticsSchema.strict().parse(await stats.statistics({}));

  beforeAll(() => {
    stats = t.get(StatisticsHandlers);
    t.clock.set(now);
  });

  it('reports no data at all on an empty platform', async () => {
    expect(await get()).toEqual({
      active_users: { value: 0, has_data: false, growth: 0, growth_type: 'positive' },
      pending_indications: { value: 0, has_data: false, new_today: 0 },
      reports: { value: 0, has_data: false, urgent: 0 },
      support_tickets: { value: 0, has_data: false, open: 0 },
    });
  });

  it('counts active accounts and their growth against the end of last month', async () => {
    const october = '2026-10-10T12:00:00.000Z';
    for (let i = 0; i < 4; i += 1) await t.person({ created_at: october });
    await t.person({ created_at: october, is_admin: true });
    // Last month's base exists, nothing changed this month yet.
    expect((await get()).active_users).toEqual({
      value: 4,
      has_data: true,
      growth: 0,
      growth_type: 'positive',
    });

    const carla = await t.person({ created_at: now.toISOString() });
    await t.person({ created_at: now.toISOString() });
    const blockEvent = await t.publish('user.block_changed', {
      user_id: carla.user_id,
      blocked: true,
      by: randomUUID(),
      at: now.toISOString(),
    });
    await t.applied(blockEvent);
    // 5 active now against 4 at the end of October.
    expect((await get()).active_users).toEqual({
      value: 5,
      has_data: true,
      growth: 25,
      growth_type: 'positive',
    });

    const others = await t.sql<{ id: string }>(
      `select id from ${t.table('people')} where not blocked and not is_admin order by created_at limit 3`,
    );
    for (const { id } of others)
      await t.applied(await t.publish('user.deleted', { user_id: id, by: 'admin', at: now.toISOString() }));
    expect((await get()).active_users).toEqual({
      value: 2,
      has_data: true,
      growth: -50,
      growth_type: 'negative',
    });
  });

  it("takes November's last count as December's base", async () => {
    t.clock.set(new Date('2026-12-02T15:00:00Z'));
    expect((await get()).active_users).toEqual({
      value: 2,
      has_data: true,
      growth: 0,
      growth_type: 'positive',
    });
    t.clock.set(now);
  });

  it('counts pending indications and the ones sent today (São Paulo day)', async () => {
    const submit = async (submittedAt: string) => {
      const id = randomUUID();
      await t.applied(
        await t.publish('indication.submitted', {
          indication_id: id,
          user_id: randomUUID(),
          week: '2026-W47',
          state: 'São Paulo',
          city: 'São Paulo',
          city_id: '3550308',
          name: 'Bar',
          address: 'Rua 1',
          status: 'pending',
          submitted_at: submittedAt,
        }),
      );
      return id;
    };
    const review = { user_id: randomUUID(), week: '2026-W47', city_id: '3550308', at: now.toISOString() };
    // 02:30 UTC on the 20th is still the 19th (23:30) in São Paulo.
    await submit('2026-11-20T02:30:00.000Z');
    await submit('2026-11-20T03:30:00.000Z');
    const approved = await submit('2026-11-20T10:00:00.000Z');
    const rejected = await submit('2026-11-20T11:00:00.000Z');
    const removed = await submit('2026-11-20T12:00:00.000Z');
    await t.applied(await t.publish('indication.approved', { ...review, indication_id: approved }));
    await t.applied(await t.publish('indication.rejected', { ...review, indication_id: rejected }));
    await t.applied(
      await t.publish('indication.removed', {
        ...review,
        indication_id: removed,
        previous_status: 'pending',
        photos: [],
      }),
    );
    expect((await get()).pending_indications).toEqual({ value: 2, has_data: true, new_today: 1 });
    // The next day, none of them is new.
    t.clock.set(new Date(now.getTime() + 24 * HOUR));
    expect((await get()).pending_indications).toEqual({ value: 2, has_data: true, new_today: 0 });
    t.clock.set(now);
  });

  it('counts pending reports and the urgent ones (3+ on one item, or waiting over 24 h)', async () => {
    const [a, b, c] = [await t.person(), await t.person(), await t.person()];
    const item = {
      id: randomUUID(),
      content: 'Spam',
      created_at: now.toISOString(),
      forum_id: null,
      forum_name: null,
      city: 'São Paulo',
      state: 'São Paulo',
      author: { id: randomUUID(), name: 'X', email: 'x@example.com' },
    };
    await t.seedReport({ type: 'post', reporterId: a.user_id, targetId: item.id, snapshot: item });
    await t.seedReport({ type: 'post', reporterId: b.user_id, targetId: item.id, snapshot: item });
    const old = { ...item, id: randomUUID() };
    await t.seedReport({
      type: 'post',
      reporterId: a.user_id,
      targetId: old.id,
      snapshot: old,
      createdAt: new Date(now.getTime() - 25 * HOUR),
    });
    const done = await t.seedReport({
      type: 'comment',
      reporterId: c.user_id,
      snapshot: { ...item, post_id: null },
    });
    await t.sql(
      `update ${t.table('reports')} set status = 'resolved', resolution = 'resolved', resolved_at = now() where id = ?`,
      [done.id],
    );
    expect((await get()).reports).toEqual({ value: 3, has_data: true, urgent: 1 });
    await t.seedReport({ type: 'post', reporterId: c.user_id, targetId: item.id, snapshot: item });
    expect((await get()).reports).toEqual({ value: 4, has_data: true, urgent: 4 });
  });

  it('counts tickets and the open ones awaiting a reply', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids)
      await t.applied(
        await t.publish('ticket.created', {
          ticket_id: id,
          ticket_type: 'general',
          user_id: randomUUID(),
          indication_id: null,
          subject: 'Oi',
          created_at: now.toISOString(),
        }),
      );
    const responded = { ticket_type: 'general' as const, user_id: randomUUID(), responded_by: randomUUID() };
    await t.applied(
      await t.publish('ticket.responded', {
        ...responded,
        ticket_id: ids[0]!,
        responded_at: now.toISOString(),
      }),
    );
    await t.applied(
      await t.publish('ticket.responded', {
        ...responded,
        ticket_id: ids[1]!,
        responded_at: now.toISOString(),
      }),
    );
    await t.applied(
      await t.publish('ticket.finalized', {
        ticket_id: ids[1]!,
        ticket_type: 'general',
        user_id: randomUUID(),
        finalized_at: now.toISOString(),
      }),
    );
    expect((await get()).support_tickets).toEqual({ value: 3, has_data: true, open: 1 });
  });
});

/** Issue 32: the active count is kept, not counted per call, and stays exact however people change. */
describe('admin-svc statistics: the active count kept by triggers on people', () => {
  const t = adminSuite('admin_active_count');
  let stats: StatisticsHandlers;
  const active = async () => statisticsSchema.strict().parse(await stats.statistics({})).active_users.value;
  const counted = async () =>
    Number(
      (
        await t.sql<{ n: string }>(
          `select count(*) as n from ${t.table('people')} where not blocked and not deleted and not is_admin`,
        )
      )[0]!.n,
    );

  beforeAll(() => {
    stats = t.get(StatisticsHandlers);
  });

  it('equals a count of the people after bulk inserts, updates, deletions, events and a truncate', async () => {
    await t.sql(
      `insert into ${t.table('people')} (id, name, surname, email, city, state, is_admin, blocked, created_at, updated_at)
       select gen_random_uuid(), 'Pessoa', 'Numero ' || g, 'p' || g || '@example.com', 'Campinas', 'São Paulo',
              g % 10 = 0, g % 7 = 0, now(), now()
       from generate_series(1, 1000) g`,
    );
    expect(await active()).toBe(772);
    expect(await counted()).toBe(772);
    await t.sql(`update ${t.table('people')} set blocked = not blocked where surname like 'Numero 1%'`);
    expect(await active()).toBe(await counted());
    await t.sql(`update ${t.table('people')} set deleted = true where surname like 'Numero 2%'`);
    expect(await active()).toBe(await counted());
    await t.sql(`delete from ${t.table('people')} where surname like 'Numero 3%'`);
    expect(await active()).toBe(await counted());
    const before = await active();
    const ana = await t.person();
    expect(await active()).toBe(before + 1);
    await t.applied(
      await t.publish('user.block_changed', {
        user_id: ana.user_id,
        blocked: true,
        by: randomUUID(),
        at: new Date().toISOString(),
      }),
    );
    expect(await active()).toBe(before);
    await t.sql(`truncate ${t.table('people')} cascade`);
    expect(await active()).toBe(0);
  });
});
