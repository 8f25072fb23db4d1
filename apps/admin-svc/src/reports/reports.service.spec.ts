import { beforeEach, describe, expect, it } from '@jest/globals';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  type AdminReportsQuery,
  genericMessages,
  moderationActions,
  moderationMessages as m,
} from '@encontro/contracts';
import { DomainError } from '@encontro/server-messaging';
import {
  clockAt,
  expectNotCalled,
  expectRefusal,
  ormForking,
  serviceUnderTest,
} from '@encontro/testing/unit';
import {
  personFactory,
  reportFactory,
  reportedIndicationFactory,
  reportedPostFactory,
} from '../../test/support/factories.js';
import { AuditService } from '../audit/audit.service.js';
import { PeopleRepository } from '../people/people.repository.js';
import type { Report } from './report.entity.js';
import { ReportedContentClient } from './reported-content.client.js';
import { contentNotFound } from './reports.errors.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

const NOW = new Date('2026-11-28T18:00:00Z');
const HOUR = 3_600_000;
const uuidLike = expect.stringMatching(/^[0-9a-f-]{36}$/);
const reportNotFound = { reason: 'REPORT_NOT_FOUND', message: m.reportNotFound };
const alreadyResolved = { reason: 'REPORT_ALREADY_RESOLVED', message: m.alreadyResolved };

describe(ReportsService.name, () => {
  const t = serviceUnderTest(ReportsService, ({ em }) => ({
    orm: ormForking(em),
    reports: ReportsRepository,
    people: PeopleRepository,
    content: ReportedContentClient,
    audit: AuditService,
    clock: clockAt(NOW),
  }));
  const admin = personFactory({ isAdmin: true });
  const reporter = personFactory();

  /** The change wrote this one audit entry, as the admin, at NOW, in its own transaction. */
  const expectAuditedOnce = (
    entry: Omit<Parameters<AuditService['record']>[1], 'id' | 'actorId' | 'at'> & {
      id: string | typeof uuidLike;
    },
  ) => {
    expect(t.audit.record).toHaveBeenCalledTimes(1);
    expect(t.audit.record).toHaveBeenCalledWith(t.em, { ...entry, actorId: admin.id, at: NOW });
  };

  beforeEach(() => {
    t.audit.record.mockResolvedValue(undefined);
    t.people.findById.mockResolvedValue(reporter);
    t.reports.countOpenForItem.mockResolvedValue(0);
    t.reports.add.mockImplementation(
      (_em, data) =>
        ({
          id: 'c0ffee00-0000-4000-8000-000000000001',
          ...data,
          status: 'pending',
          resolution: null,
          resolvedBy: null,
          resolvedAt: null,
        }) as Report,
    );
  });

  describe('create', () => {
    it('copies the item as the reporter sees it now into a new pending report and answers its id', async () => {
      const snapshot = reportedIndicationFactory();
      t.reports.hasOpenReport.mockResolvedValue(false);
      t.content.snapshot.mockResolvedValue({ snapshot, city: 'São Paulo', state: 'SP' });

      const result = await t.sut.create(reporter.id, 'indication', snapshot.id, {
        message: 'Endereço falso',
      });

      expect(t.content.snapshot).toHaveBeenCalledWith('indication', snapshot.id, reporter.id);
      expect(t.reports.add).toHaveBeenCalledWith(t.em, {
        type: 'indication',
        targetId: snapshot.id,
        reporterId: reporter.id,
        message: 'Endereço falso',
        snapshot,
        searchText:
          'bar do encontro • rua augusta, 1000 - consolacao • sao paulo • sp • musica ao vivo • endereco falso',
        city: 'São Paulo',
        state: 'SP',
        createdAt: NOW,
      });
      expect(t.em.flush).toHaveBeenCalledTimes(1);
      expect(result).toEqual({ message: m.reportSent, report_id: 'c0ffee00-0000-4000-8000-000000000001' });
    });

    it('indexes a reported post by its text, forum and place, and keeps the place of the post', async () => {
      const snapshot = reportedPostFactory({
        content: 'Não VÁ!',
        forum_name: 'Boteco',
        city: 'Niterói',
        state: 'RJ',
      });
      t.reports.hasOpenReport.mockResolvedValue(false);
      t.content.snapshot.mockResolvedValue({ snapshot, city: 'Niterói', state: 'RJ' });

      await t.sut.create(reporter.id, 'post', snapshot.id, {});

      expect(t.reports.add).toHaveBeenCalledWith(
        t.em,
        expect.objectContaining({
          type: 'post',
          message: null,
          searchText: 'nao va! • boteco • niteroi • rj',
          city: 'Niterói',
          state: 'RJ',
        }),
      );
    });

    it('takes an id written in upper case as the same item', async () => {
      const snapshot = reportedPostFactory();
      t.reports.hasOpenReport.mockResolvedValue(false);
      t.content.snapshot.mockResolvedValue({ snapshot, city: 'São Paulo', state: 'SP' });

      await t.sut.create(reporter.id, 'comment', snapshot.id.toUpperCase(), {});

      expect(t.reports.hasOpenReport).toHaveBeenCalledWith(t.em, reporter.id, 'comment', snapshot.id);
      expect(t.content.snapshot).toHaveBeenCalledWith('comment', snapshot.id, reporter.id);
      expect(t.reports.add).toHaveBeenCalledWith(t.em, expect.objectContaining({ targetId: snapshot.id }));
    });

    it('refuses a second pending report of the same item by the same person without copying the item again', async () => {
      t.reports.hasOpenReport.mockResolvedValue(true);

      await expectRefusal(
        t.sut.create(reporter.id, 'post', reportedPostFactory().id, {}),
        'ALREADY_REPORTED',
        m.alreadyReported,
        { general: [m.alreadyReported] },
      );
      expectNotCalled(t.content.snapshot, t.reports.add, t.em.flush);
    });

    it('refuses the loser of two simultaneous reports of the same item by the same person', async () => {
      const snapshot = reportedPostFactory();
      t.reports.hasOpenReport.mockResolvedValue(false);
      t.content.snapshot.mockResolvedValue({ snapshot, city: 'São Paulo', state: 'SP' });
      t.em.flush.mockImplementation(() =>
        Promise.reject(new UniqueConstraintViolationException(new Error('reports_one_pending'))),
      );

      await expectRefusal(
        t.sut.create(reporter.id, 'post', snapshot.id, {}),
        'ALREADY_REPORTED',
        m.alreadyReported,
        { general: [m.alreadyReported] },
      );
    });

    it('lets any other storage failure through unchanged', async () => {
      const snapshot = reportedPostFactory();
      const failure = new Error('connection lost');
      t.reports.hasOpenReport.mockResolvedValue(false);
      t.content.snapshot.mockResolvedValue({ snapshot, city: 'São Paulo', state: 'SP' });
      t.em.flush.mockImplementation(() => Promise.reject(failure));

      await expect(t.sut.create(reporter.id, 'post', snapshot.id, {})).rejects.toBe(failure);
    });

    it('stores nothing when the item does not exist or the reporter cannot see it', async () => {
      t.reports.hasOpenReport.mockResolvedValue(false);
      t.content.snapshot.mockRejectedValue(contentNotFound());

      await expectRefusal(
        t.sut.create(reporter.id, 'indication', reportedIndicationFactory().id, {}),
        'CONTENT_NOT_FOUND',
        m.contentNotFound,
      );
      expectNotCalled(t.reports.add, t.em.flush);
    });
  });

  describe('list', () => {
    const query: AdminReportsQuery = { page: 2, per_page: 10 };

    it('shows each report with its reporter and how many pending reports its item has', async () => {
      const report = reportFactory({ reporterId: reporter.id, createdAt: new Date(NOW.getTime() - HOUR) });
      t.reports.page.mockResolvedValue({ rows: [{ report, openReports: 2 }], total: 11, exact: true });
      t.people.findByIds.mockResolvedValue(new Map([[reporter.id, reporter]]));

      const result = await t.sut.list(query);

      expect(t.reports.page).toHaveBeenCalledWith(t.em, query);
      expect(t.people.findByIds).toHaveBeenCalledWith(t.em, [reporter.id]);
      expect(result.data).toEqual([
        expect.objectContaining({
          denuncia_id: report.id,
          open_reports: 2,
          urgent: false,
          denunciante: { id: reporter.id, name: 'Ana', surname: 'Souza', email: reporter.email },
        }),
      ]);
      expect(result.meta).toEqual({
        total: 11,
        page: 2,
        per_page: 10,
        last_page: 2,
        total_exact: true,
        from: 11,
        to: 11,
      });
    });

    it('judges a report urgent once it has waited more than 24 hours by the Clock', async () => {
      const report = reportFactory({
        reporterId: reporter.id,
        createdAt: new Date(NOW.getTime() - 24 * HOUR),
      });
      t.reports.page.mockResolvedValue({ rows: [{ report, openReports: 1 }], total: 1, exact: true });
      t.people.findByIds.mockResolvedValue(new Map([[reporter.id, reporter]]));

      t.clock.set(new Date(NOW.getTime() + 1));
      const [late] = (await t.sut.list({ page: 1, per_page: 10 })).data;

      expect(late).toMatchObject({ urgent: true });
    });

    it('shows a report whose reporter deleted their account as from Usuário removido', async () => {
      const report = reportFactory({ reporterId: null });
      t.reports.page.mockResolvedValue({ rows: [{ report, openReports: 1 }], total: 1, exact: true });
      t.people.findByIds.mockResolvedValue(new Map());

      const [shown] = (await t.sut.list({ page: 1, per_page: 10 })).data;

      expect(t.people.findByIds).toHaveBeenCalledWith(t.em, [null]);
      expect(shown?.denunciante).toEqual({ id: null, name: m.removedUser, surname: '', email: '' });
    });

    it('answers an empty page with no range', async () => {
      t.reports.page.mockResolvedValue({ rows: [], total: 0, exact: true });
      t.people.findByIds.mockResolvedValue(new Map());

      await expect(t.sut.list({ page: 1, per_page: 10 })).resolves.toEqual({
        data: [],
        meta: { total: 0, page: 1, per_page: 10, last_page: 1, total_exact: true, from: null, to: null },
      });
    });
  });

  describe('resolve', () => {
    it('answers REPORT_NOT_FOUND for an id that is not a UUID without reading anything', async () => {
      await expect(t.sut.resolve(admin.id, '42')).rejects.toMatchObject(reportNotFound);
      expect(t.reports.findForUpdate).not.toHaveBeenCalled();
    });

    it('answers REPORT_NOT_FOUND for a report that does not exist', async () => {
      t.reports.findForUpdate.mockResolvedValue(null);
      await expect(t.sut.resolve(admin.id, reportFactory().id)).rejects.toMatchObject(reportNotFound);
      expect(t.audit.record).not.toHaveBeenCalled();
    });

    it('refuses a report that is already resolved and writes nothing', async () => {
      t.reports.findForUpdate.mockResolvedValue(
        reportFactory({ status: 'resolved', resolution: 'resolved', resolvedBy: admin.id }),
      );
      await expect(t.sut.resolve(admin.id, reportFactory().id)).rejects.toMatchObject(alreadyResolved);
      expectNotCalled(t.em.flush, t.audit.record);
    });

    it('closes the report without touching the content, recording who closed it and when', async () => {
      const report = reportFactory({ reporterId: reporter.id });
      t.reports.findForUpdate.mockResolvedValue(report);

      const result = await t.sut.resolve(admin.id, report.id.toUpperCase());

      expect(t.reports.findForUpdate).toHaveBeenCalledWith(t.em, report.id);
      expect(report).toMatchObject({
        status: 'resolved',
        resolution: 'resolved',
        resolvedBy: admin.id,
        resolvedAt: NOW,
      });
      expect(t.em.flush).toHaveBeenCalledTimes(1);
      expect(t.content.delete).not.toHaveBeenCalled();
      expect(result).toMatchObject({
        message: m.reportResolved,
        resolved_reports: 1,
        report: { denuncia_id: report.id, status: 'resolved', resolution: 'resolved', resolved_by: admin.id },
      });
    });

    it('writes one audit entry of the resolution in the same transaction', async () => {
      const report = reportFactory();
      t.reports.findForUpdate.mockResolvedValue(report);

      await t.sut.resolve(admin.id, report.id);

      expectAuditedOnce({
        id: uuidLike,
        action: moderationActions.reportResolve,
        targetType: 'report',
        targetId: report.id,
        before: { status: 'pending', resolution: null },
        after: { status: 'resolved', resolution: 'resolved', type: 'indication', target_id: report.targetId },
      });
    });

    it('leaves the other pending reports of the same item pending', async () => {
      const report = reportFactory();
      t.reports.findForUpdate.mockResolvedValue(report);
      t.reports.countOpenForItem.mockResolvedValue(2);

      const result = await t.sut.resolve(admin.id, report.id);

      expect(t.reports.resolveOpenForItem).not.toHaveBeenCalled();
      expect(t.reports.countOpenForItem).toHaveBeenCalledWith(t.em, 'indication', report.targetId);
      expect(result.report.open_reports).toBe(2);
    });
  });

  describe('deleteContent', () => {
    /** The report as read before the deletion and again, locked, after it. */
    const pending = (report: Report, afterwards: Partial<Report> = {}) => {
      t.reports.findById.mockResolvedValue({ ...report });
      t.reports.findForUpdate.mockResolvedValue(report);
      t.reports.resolveOpenForItem.mockResolvedValue([report.id]);
      t.em.refresh.mockImplementation((entity) => {
        Object.assign(entity as Report, {
          status: 'resolved',
          resolution: 'content_deleted',
          resolvedBy: admin.id,
          resolvedAt: NOW,
          ...afterwards,
        });
        return Promise.resolve();
      });
    };

    it('answers REPORT_NOT_FOUND for an id that is not a UUID without asking anyone', async () => {
      await expect(t.sut.deleteContent(admin.id, 'abc')).rejects.toMatchObject(reportNotFound);
      expectNotCalled(t.reports.findById, t.content.delete);
    });

    it('answers REPORT_NOT_FOUND for a report that does not exist and deletes nothing', async () => {
      t.reports.findById.mockResolvedValue(null);
      await expect(t.sut.deleteContent(admin.id, reportFactory().id)).rejects.toMatchObject(reportNotFound);
      expect(t.content.delete).not.toHaveBeenCalled();
    });

    it('refuses a report that is already resolved and deletes nothing', async () => {
      t.reports.findById.mockResolvedValue(reportFactory({ status: 'resolved', resolution: 'resolved' }));
      await expect(t.sut.deleteContent(admin.id, reportFactory().id)).rejects.toMatchObject(alreadyResolved);
      expectNotCalled(t.content.delete, t.audit.record);
    });

    it('asks the owning service to delete the item under a new action id, for this report', async () => {
      const report = reportFactory({ type: 'post', snapshot: reportedPostFactory() });
      pending(report);
      t.content.delete.mockResolvedValue({ deleted: true, photoKeys: [] });

      await t.sut.deleteContent(admin.id, report.id.toUpperCase());

      expect(t.reports.findById).toHaveBeenCalledWith(t.em, report.id);
      expect(t.content.delete).toHaveBeenCalledWith('post', report.targetId, {
        actorId: admin.id,
        actionId: uuidLike,
        reportId: report.id,
      });
    });

    it('resolves every pending report of the item as content_deleted', async () => {
      const report = reportFactory();
      const other = reportFactory({ targetId: report.targetId });
      pending(report);
      t.reports.resolveOpenForItem.mockResolvedValue([report.id, other.id]);
      t.content.delete.mockResolvedValue({ deleted: true, photoKeys: [] });

      const result = await t.sut.deleteContent(admin.id, report.id);

      expect(t.reports.resolveOpenForItem).toHaveBeenCalledWith(
        t.em,
        'indication',
        report.targetId,
        'content_deleted',
        admin.id,
        NOW,
      );
      expect(t.em.refresh).toHaveBeenCalledWith(report);
      expect(result).toMatchObject({
        message: m.contentDeleted,
        resolved_reports: 2,
        report: { denuncia_id: report.id, status: 'resolved', resolution: 'content_deleted' },
      });
    });

    it('records the deletion once, under the action id the owning service was given, with the item as reported', async () => {
      const report = reportFactory();
      pending(report);
      t.content.delete.mockResolvedValue({ deleted: true, photoKeys: [] });

      await t.sut.deleteContent(admin.id, report.id);

      const actionId = t.content.delete.mock.calls[0]![2].actionId;
      expect(actionId).toEqual(uuidLike);
      expectAuditedOnce({
        id: actionId,
        action: moderationActions.reportDeleteContent,
        targetType: 'indication',
        targetId: report.targetId,
        before: { report_id: report.id, content: report.snapshot },
        after: {
          deleted: true,
          already_gone: false,
          resolution: 'content_deleted',
          resolved_report_ids: [report.id],
        },
      });
    });

    it('hands back the photo keys of a removed indication for the gateway to delete', async () => {
      const report = reportFactory();
      pending(report);
      t.content.delete.mockResolvedValue({ deleted: true, photoKeys: ['indications/x/1.webp'] });

      const result = await t.sut.deleteContent(admin.id, report.id);

      expect(result.photo_keys).toEqual(['indications/x/1.webp']);
    });

    it('still resolves the reports of an item that was already gone, and says so in the audit log', async () => {
      const report = reportFactory({ type: 'post', snapshot: reportedPostFactory() });
      pending(report);
      t.content.delete.mockResolvedValue({ deleted: false, photoKeys: [] });

      const result = await t.sut.deleteContent(admin.id, report.id);

      expect(t.reports.resolveOpenForItem).toHaveBeenCalledTimes(1);
      expect(t.audit.record).toHaveBeenCalledWith(
        t.em,
        expect.objectContaining({
          after: expect.objectContaining({ deleted: true, already_gone: true }),
        }),
      );
      expect(result).toMatchObject({ message: m.contentDeleted, resolved_reports: 1, photo_keys: [] });
    });

    it('refuses when another admin resolved the report meanwhile and this click deleted nothing', async () => {
      const report = reportFactory();
      t.reports.findById.mockResolvedValue({ ...report });
      t.reports.findForUpdate.mockResolvedValue({
        ...report,
        status: 'resolved',
        resolution: 'content_deleted',
      });
      t.content.delete.mockResolvedValue({ deleted: false, photoKeys: [] });

      await expect(t.sut.deleteContent(admin.id, report.id)).rejects.toMatchObject(alreadyResolved);
      expectNotCalled(t.reports.resolveOpenForItem, t.audit.record);
    });

    it('still records a deletion this click made after another admin dismissed the report meanwhile', async () => {
      const report = reportFactory();
      t.reports.findById.mockResolvedValue({ ...report });
      const dismissed = { ...report, status: 'resolved', resolution: 'resolved' } as Report;
      t.reports.findForUpdate.mockResolvedValue(dismissed);
      t.reports.resolveOpenForItem.mockResolvedValue([]);
      t.em.refresh.mockResolvedValue(undefined as never);
      t.content.delete.mockResolvedValue({ deleted: true, photoKeys: [] });

      const result = await t.sut.deleteContent(admin.id, report.id);

      expect(t.audit.record).toHaveBeenCalledWith(
        t.em,
        expect.objectContaining({
          action: moderationActions.reportDeleteContent,
          after: expect.objectContaining({ already_gone: false, resolved_report_ids: [] }),
        }),
      );
      // The report keeps the other admin's dismissal; the item is gone all the same.
      expect(result).toMatchObject({ resolved_reports: 0, report: { resolution: 'resolved' } });
    });

    it('resolves nothing and records nothing when the owning service cannot delete the item', async () => {
      const report = reportFactory();
      t.reports.findById.mockResolvedValue(report);
      t.content.delete.mockRejectedValue(new DomainError('SERVICE_UNAVAILABLE', genericMessages.unavailable));

      await expect(t.sut.deleteContent(admin.id, report.id)).rejects.toMatchObject({
        reason: 'SERVICE_UNAVAILABLE',
      });
      expectNotCalled(t.reports.findForUpdate, t.reports.resolveOpenForItem, t.audit.record);
    });
  });
});
