import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type AdminReportsQuery,
  type ReportActionResult,
  type ReportBody,
  type ReportContentDeleted,
  type ReportCreated,
  type ReportPage,
  type ReportType,
  moderationActions,
  moderationMessages,
  pageMeta,
} from '@encontro/contracts';
import { Clock } from '@encontro/server-clock';
import { randomUUID } from 'node:crypto';
import { AuditService } from '../audit/audit.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { Report } from './report.entity.js';
import { searchTextOf } from './report-snapshot.js';
import { ReportedContentClient } from './reported-content.client.js';
import { alreadyReported, alreadyResolved, reportNotFound } from './reports.errors.js';
import { toReportDto } from './reports.mapper.js';
import { ReportsRepository } from './reports.repository.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class ReportsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly reports: ReportsRepository,
    private readonly people: PeopleRepository,
    private readonly content: ReportedContentClient,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /**
   * A signed-in person reports an item: it is copied as it is now (CONTENT_NOT_FOUND if it does not exist).
   * One pending report per person and item; after it is resolved they may report it again.
   */
  async create(
    reporterId: string,
    type: ReportType,
    targetId: string,
    body: ReportBody,
  ): Promise<ReportCreated> {
    const id = targetId.toLowerCase();
    const em = this.orm.em.fork();
    if (await this.reports.hasOpenReport(em, reporterId, type, id)) throw alreadyReported();
    const taken = await this.content.snapshot(type, id, reporterId);
    const message = body.message ?? null;
    const report = this.reports.add(em, {
      type,
      targetId: id,
      reporterId,
      message,
      snapshot: taken.snapshot,
      searchText: searchTextOf(type, taken.snapshot, message),
      city: taken.city,
      state: taken.state,
      createdAt: this.clock.now(),
    });
    try {
      await em.flush();
    } catch (error) {
      // Two clicks at once: the partial unique index lets one through.
      if (error instanceof UniqueConstraintViolationException) throw alreadyReported();
      throw error;
    }
    return { message: moderationMessages.reportSent, report_id: report.id };
  }

  async list(query: AdminReportsQuery): Promise<ReportPage> {
    const em = this.orm.em.fork();
    const { rows, total, exact } = await this.reports.page(em, query);
    const reporters = await this.people.findByIds(
      em,
      rows.map((r) => r.report.reporterId),
    );
    const now = this.clock.now();
    return {
      data: rows.map(({ report, openReports }) =>
        toReportDto(report, reporters.get(report.reporterId ?? ''), openReports, now),
      ),
      meta: pageMeta({ total, exact }, query.page, query.per_page, rows.length),
    };
  }

  /** Resolver: the report is closed without touching the content. */
  async resolve(actorId: string, reportId: string): Promise<ReportActionResult> {
    if (!uuidPattern.test(reportId)) throw reportNotFound();
    return this.orm.em.fork().transactional(async (em) => {
      const report = await this.reports.findForUpdate(em, reportId.toLowerCase());
      if (!report) throw reportNotFound();
      if (report.status !== 'pending') throw alreadyResolved();
      const now = this.clock.now();
      const before = { status: report.status, resolution: null };
      report.status = 'resolved';
      report.resolution = 'resolved';
      report.resolvedBy = actorId;
      report.resolvedAt = now;
      await em.flush();
      await this.audit.record(em, {
        id: randomUUID(),
        actorId,
        action: moderationActions.reportResolve,
        targetType: 'report',
        targetId: report.id,
        before,
        after: { status: 'resolved', resolution: 'resolved', type: report.type, target_id: report.targetId },
        at: now,
      });
      return {
        message: moderationMessages.reportResolved,
        report: await this.dto(em, report),
        resolved_reports: 1,
      };
    });
  }

  /**
   * Excluir Conteúdo: the owning service deletes the item (it disappears from open pages there), then
   * every pending report of the item is resolved as 'content_deleted'. One audit entry: admin-svc's,
   * under the action id the owning service was given for its own event (docs/decisions.md).
   */
  async deleteContent(actorId: string, reportId: string): Promise<ReportContentDeleted> {
    if (!uuidPattern.test(reportId)) throw reportNotFound();
    const id = reportId.toLowerCase();
    const found = await this.reports.findById(this.orm.em.fork(), id);
    if (!found) throw reportNotFound();
    if (found.status !== 'pending') throw alreadyResolved();
    const actionId = randomUUID();
    const deletion = await this.content.delete(found.type, found.targetId, {
      actorId,
      actionId,
      reportId: id,
    });
    return this.orm.em.fork().transactional(async (em) => {
      const report = await this.reports.findForUpdate(em, id);
      if (!report) throw reportNotFound();
      // Another admin's click got there first: nothing was deleted by this one.
      if (report.status !== 'pending' && !deletion.deleted) throw alreadyResolved();
      const now = this.clock.now();
      const resolvedIds = await this.reports.resolveOpenForItem(
        em,
        report.type,
        report.targetId,
        'content_deleted',
        actorId,
        now,
      );
      await em.refresh(report);
      await this.audit.record(em, {
        id: actionId,
        actorId,
        action: moderationActions.reportDeleteContent,
        targetType: report.type,
        targetId: report.targetId,
        before: { report_id: report.id, content: report.snapshot },
        after: {
          deleted: true,
          already_gone: !deletion.deleted,
          resolution: 'content_deleted',
          resolved_report_ids: resolvedIds,
        },
        at: now,
      });
      return {
        message: moderationMessages.contentDeleted,
        report: await this.dto(em, report),
        resolved_reports: resolvedIds.length,
        photo_keys: deletion.photoKeys,
      };
    });
  }

  private async dto(em: EntityManager, report: Report) {
    const reporter = report.reporterId ? await this.people.findById(em, report.reporterId) : null;
    const open = await this.reports.countOpenForItem(em, report.type, report.targetId);
    return toReportDto(report, reporter ?? undefined, open, this.clock.now());
  }
}
