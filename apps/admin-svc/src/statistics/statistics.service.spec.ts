import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { clockAt, ormForking, serviceUnderTest } from '@encontro/testing/unit';
import { PeopleRepository } from '../people/people.repository.js';
import { ReportsRepository } from '../reports/reports.repository.js';
import { StatisticsRepository } from './statistics.repository.js';
import { StatisticsService, growthPercent } from './statistics.service.js';

/** 1 December 01:00 UTC: still 30 November, 22:00, in São Paulo. */
const NOV_30_NIGHT = new Date('2026-12-01T01:00:00Z');

describe(StatisticsService.name, () => {
  const em = {} as EntityManager;
  const t = serviceUnderTest(StatisticsService, () => ({
    orm: ormForking(em),
    stats: StatisticsRepository,
    people: PeopleRepository,
    reports: ReportsRepository,
    clock: clockAt(NOV_30_NIGHT),
  }));

  /** What the event-fed tables hold; each number overridable. */
  const tables = (
    counts: Partial<{
      active: number;
      base: number | null;
      pending: number;
      today: number;
      open: number;
      urgent: number;
      tickets: number;
      openTickets: number;
    }> = {},
  ) => {
    const c = {
      active: 12,
      base: 10,
      pending: 4,
      today: 1,
      open: 5,
      urgent: 2,
      tickets: 7,
      openTickets: 3,
      ...counts,
    };
    t.people.countActive.mockResolvedValue(c.active);
    t.stats.activeCountBefore.mockResolvedValue(c.base);
    t.stats.pendingIndications.mockResolvedValue({ pending: c.pending, today: c.today });
    t.reports.openCounts.mockResolvedValue({ open: c.open, urgent: c.urgent });
    t.stats.tickets.mockResolvedValue({ total: c.tickets, open: c.openTickets });
  };

  describe('get', () => {
    it('answers the four cards from the event-fed tables', async () => {
      tables();

      await expect(t.sut.get()).resolves.toEqual({
        active_users: { value: 12, has_data: true, growth: 20, growth_type: 'positive' },
        pending_indications: { value: 4, has_data: true, new_today: 1 },
        reports: { value: 5, has_data: true, urgent: 2 },
        support_tickets: { value: 7, has_data: true, open: 3 },
      });
    });

    it('compares the active accounts with the latest earlier São Paulo month, not the UTC one', async () => {
      tables();

      await t.sut.get();

      expect(t.stats.activeCountBefore).toHaveBeenCalledWith(em, '2026-11-01');
    });

    it('counts the pending indications sent since 00:00 São Paulo today as new today', async () => {
      tables();

      await t.sut.get();

      expect(t.stats.pendingIndications).toHaveBeenCalledWith(em, new Date('2026-11-30T03:00:00Z'));
    });

    it('judges urgent reports by the Clock', async () => {
      tables();

      await t.sut.get();

      expect(t.reports.openCounts).toHaveBeenCalledWith(em, NOV_30_NIGHT);
    });

    it('shows a fall in active accounts as negative growth', async () => {
      tables({ active: 9, base: 10 });

      await expect(t.sut.get()).resolves.toMatchObject({
        active_users: { value: 9, has_data: true, growth: -10, growth_type: 'negative' },
      });
    });

    it.each([null, 0])('has no growth to show without a base month (base %p)', async (base) => {
      tables({ base });

      await expect(t.sut.get()).resolves.toMatchObject({
        active_users: { value: 12, has_data: false, growth: 0, growth_type: 'positive' },
      });
    });

    it('has nothing to show for indications and reports when none is pending', async () => {
      tables({ pending: 0, today: 0, open: 0, urgent: 0 });

      await expect(t.sut.get()).resolves.toMatchObject({
        pending_indications: { value: 0, has_data: false, new_today: 0 },
        reports: { value: 0, has_data: false, urgent: 0 },
      });
    });

    it('counts every ticket but has nothing to show while none is open', async () => {
      tables({ tickets: 5, openTickets: 0 });

      await expect(t.sut.get()).resolves.toMatchObject({
        support_tickets: { value: 5, has_data: false, open: 0 },
      });
    });
  });

  describe('recordActiveCount', () => {
    it('records the active accounts as the count of the São Paulo month of the change', async () => {
      t.people.countActive.mockResolvedValue(12);
      t.stats.recordActiveCount.mockResolvedValue(undefined);

      await t.sut.recordActiveCount(em, NOV_30_NIGHT);

      expect(t.people.countActive).toHaveBeenCalledWith(em);
      expect(t.stats.recordActiveCount).toHaveBeenCalledWith(em, '2026-11-01', 12, NOV_30_NIGHT);
    });
  });

  describe('growthPercent', () => {
    it('has no value without a base month', () => {
      expect(growthPercent(10, null)).toBeNull();
      expect(growthPercent(10, 0)).toBeNull();
    });

    it('rounds to one decimal, negative when the count fell', () => {
      expect(growthPercent(4, 3)).toBe(33.3);
      expect(growthPercent(2, 3)).toBe(-33.3);
      expect(growthPercent(3, 3)).toBe(0);
    });
  });
});
