import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Statistics } from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { monthKey, startOfLocalDay } from '../common/local-time.util.js';
import { PeopleRepository } from '../people/people.repository.js';
import { ReportsRepository } from '../reports/reports.repository.js';
import { StatisticsRepository } from './statistics.repository.js';

/** Growth in percent with one decimal; null without a base. */
export function growthPercent(current: number, base: number | null): number | null {
  if (base === null || base <= 0) return null;
  return Math.round(((current - base) / base) * 1000) / 10;
}

/**
 * SPEC §3 Statistics, from the tables admin-svc keeps from events; 'today' and months are
 * America/Sao_Paulo's, read from the Clock (docs/decisions.md says what each number counts).
 */
@Injectable()
export class StatisticsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly stats: StatisticsRepository,
    private readonly people: PeopleRepository,
    private readonly reports: ReportsRepository,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<Statistics> {
    const em = this.orm.em.fork();
    const now = this.clock.now();
    const active = await this.people.countActive(em);
    const base = await this.stats.activeCountBefore(em, monthKey(now));
    const growth = growthPercent(active, base);
    const indications = await this.stats.pendingIndications(em, startOfLocalDay(now));
    const reports = await this.reports.openCounts(em, now);
    const tickets = await this.stats.tickets(em);
    return {
      active_users: {
        value: active,
        has_data: growth !== null,
        growth: growth ?? 0,
        growth_type: (growth ?? 0) < 0 ? 'negative' : 'positive',
      },
      pending_indications: {
        value: indications.pending,
        has_data: indications.pending > 0,
        new_today: indications.today,
      },
      reports: { value: reports.open, has_data: reports.open > 0, urgent: reports.urgent },
      support_tickets: { value: tickets.total, has_data: tickets.open > 0, open: tickets.open },
    };
  }

  /** After any change of who is active: the month's count (the base of next month's growth). */
  async recordActiveCount(em: EntityManager, at: Date): Promise<void> {
    await this.stats.recordActiveCount(em, monthKey(at), await this.people.countActive(em), at);
  }
}
