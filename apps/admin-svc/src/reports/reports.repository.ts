import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminReportsQuery, ReportResolution, ReportType } from '@encontro/contracts';
import { moderationMessages } from '@encontro/contracts';
import { COUNT_AT_MOST, countedPage, foldedSearch } from '@encontro/server-database';
import { randomUUID } from 'node:crypto';
import { adminSearchTexts } from '../common/admin-search.util.js';
import { Tables } from '../tables.js';
import { Report } from './report.entity.js';

export type NewReport = Pick<
  Report,
  'type' | 'targetId' | 'reporterId' | 'message' | 'snapshot' | 'searchText' | 'city' | 'state' | 'createdAt'
>;

/** A report with how many pending reports its item has. */
export type ReportRow = { report: Report; openReports: number };

/** An item is urgent with this many pending reports … */
export const URGENT_OPEN_REPORTS = 3;
/** … or when one of its reports has waited longer than this. */
export const URGENT_AFTER_MS = 24 * 60 * 60 * 1000;

/** Reports. Every method works in the caller's unit of work. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly tables: Tables) {}

  /** Stages a new pending report; it is inserted on the next flush. */
  add(em: EntityManager, data: NewReport): Report {
    return em.create(Report, {
      id: randomUUID(),
      ...data,
      status: 'pending',
      resolution: null,
      resolvedBy: null,
      resolvedAt: null,
    });
  }

  findById(em: EntityManager, id: string): Promise<Report | null> {
    return em.findOne(Report, { id });
  }

  /** The report, locked until the transaction ends (one resolution). */
  findForUpdate(em: EntityManager, id: string): Promise<Report | null> {
    return em.findOne(Report, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  async hasOpenReport(em: EntityManager, reporterId: string, type: ReportType, targetId: string) {
    const rows = await em.execute(
      `select 1 from ${this.tables.reports}
       where reporter_id = ? and type = ? and target_id = ? and status = 'pending' limit 1`,
      [reporterId, type, targetId],
    );
    return rows.length > 0;
  }

  async countOpenForItem(em: EntityManager, type: ReportType, targetId: string): Promise<number> {
    const [row] = await em.execute<{ n: string | number }[]>(
      `select count(*) as n from ${this.tables.reports} where type = ? and target_id = ? and status = 'pending'`,
      [type, targetId],
    );
    return Number(row?.n ?? 0);
  }

  /** Resolves every pending report of an item; returns their ids. */
  async resolveOpenForItem(
    em: EntityManager,
    type: ReportType,
    targetId: string,
    resolution: ReportResolution,
    by: string | null,
    at: Date,
  ): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      `update ${this.tables.reports} set status = 'resolved', resolution = ?, resolved_by = ?, resolved_at = ?
       where type = ? and target_id = ? and status = 'pending' returning id`,
      [resolution, by, at, type, targetId],
    );
    return rows.map((r) => r.id);
  }

  /**
   * One page of the admin list, newest first, and the total (up to COUNT_AT_MOST). The search looks in
   * the item's text and place (folded when reported), the reason, and the reporter's name and e-mail.
   */
  async page(
    em: EntityManager,
    query: AdminReportsQuery,
  ): Promise<{ rows: ReportRow[]; total: number; exact: boolean }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.type) {
      where.push('r.type = ?');
      params.push(query.type);
    }
    if (query.status) {
      where.push('r.status = ?');
      params.push(query.status);
    }
    if (query.search) {
      const search = foldedSearch(
        {
          own: adminSearchTexts.reports,
          related: [
            {
              column: 'r.reporter_id',
              table: this.tables.people,
              key: 'id',
              texts: adminSearchTexts.people,
            },
          ],
        },
        query.search,
      );
      where.push(search.sql);
      params.push(...search.params);
    }
    const from = `${this.tables.reports} r`;
    const {
      rows: ids,
      total,
      exact,
    } = await countedPage<{ id: string; open_reports: string | number }>(em, {
      from,
      where,
      params,
      select: `r.id, (select count(*) from ${this.tables.reports} o
                     where o.type = r.type and o.target_id = r.target_id and o.status = 'pending') as open_reports`,
      orderBy: 'r.created_at desc, r.id desc',
      page: { number: query.page, size: query.per_page },
      countAtMost: COUNT_AT_MOST,
    });
    if (ids.length === 0) return { rows: [], total, exact };
    const byId = new Map(
      (await em.find(Report, { id: { $in: ids.map((r) => r.id) } })).map((r) => [r.id, r]),
    );
    return {
      rows: ids
        .filter((r) => byId.has(r.id))
        .map((r) => ({ report: byId.get(r.id)!, openReports: Number(r.open_reports) })),
      total,
      exact,
    };
  }

  /** Pending reports, and how many of them are urgent at `now` (docs/decisions.md). */
  async openCounts(em: EntityManager, now: Date): Promise<{ open: number; urgent: number }> {
    const [row] = await em.execute<{ open: string | number; urgent: string | number }[]>(
      `select count(*) as open,
              count(*) filter (where r.created_at < ? or c.n >= ?) as urgent
       from ${this.tables.reports} r
       join (select type, target_id, count(*) as n from ${this.tables.reports}
             where status = 'pending' group by type, target_id) c
         on c.type = r.type and c.target_id = r.target_id
       where r.status = 'pending'`,
      [new Date(now.getTime() - URGENT_AFTER_MS), URGENT_OPEN_REPORTS],
    );
    return { open: Number(row?.open ?? 0), urgent: Number(row?.urgent ?? 0) };
  }

  /** The reports a person filed (LGPD export). */
  filedBy(em: EntityManager, reporterId: string): Promise<Report[]> {
    return em.find(Report, { reporterId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /**
   * A deleted account: their reports stay (the content may still need a decision) but no longer
   * point at them, and the content they wrote shows 'Usuário removido' as its author.
   */
  async anonymise(em: EntityManager, userId: string): Promise<void> {
    await em.execute(`update ${this.tables.reports} set reporter_id = null where reporter_id = ?`, [userId]);
    const removed = { id: null, name: moderationMessages.removedUser, email: '' };
    await em.execute(
      `update ${this.tables.reports} set snapshot = snapshot || jsonb_build_object('author', ?::jsonb)
         || case when type = 'indication' then jsonb_build_object('host', ?::text) else '{}'::jsonb end
       where snapshot -> 'author' ->> 'id' = ?`,
      [JSON.stringify(removed), moderationMessages.removedUser, userId],
    );
  }
}
