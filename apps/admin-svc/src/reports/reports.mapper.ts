import {
  type Report as ReportDto,
  type ReportStatus,
  type ReportedComment,
  type ReportedIndication,
  type ReportedPost,
  moderationMessages,
  reportResolutionLabels,
  reportStatusLabels,
  reportTypeLabels,
} from '@encontro/contracts';
import type { Person } from '../people/person.entity.js';
import type { Report } from './report.entity.js';
import { URGENT_AFTER_MS, URGENT_OPEN_REPORTS } from './reports.repository.js';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** Who reported: the person as identity-svc describes them, or 'Usuário removido' once deleted. */
function reporterOf(report: Report, reporter: Person | undefined): ReportDto['denunciante'] {
  if (!report.reporterId || reporter?.deleted)
    return { id: null, name: moderationMessages.removedUser, surname: '', email: '' };
  return {
    id: report.reporterId,
    name: reporter?.name ?? '',
    surname: reporter?.surname ?? '',
    email: reporter?.email ?? '',
  };
}

/** A pending report is urgent when its item has 3+ pending reports or it has waited over 24 h. */
export const isUrgent = (report: Report, openReports: number, now: Date): boolean =>
  report.status === 'pending' &&
  (openReports >= URGENT_OPEN_REPORTS || now.getTime() - report.createdAt.getTime() > URGENT_AFTER_MS);

/** SPEC §3 Report (denúncia). */
export function toReportDto(
  report: Report,
  reporter: Person | undefined,
  openReports: number,
  now: Date,
): ReportDto {
  const resolution = report.resolution ?? null;
  const status: ReportStatus = report.status;
  return {
    denuncia_id: report.id,
    type: report.type,
    target_id: report.targetId,
    content_type: reportTypeLabels[report.type],
    status,
    resolved: status === 'resolved',
    status_label: reportStatusLabels[status],
    resolution,
    resolution_status: reportResolutionLabels[resolution ?? 'pending'],
    message: report.message ?? null,
    created_at: report.createdAt.toISOString(),
    resolved_at: iso(report.resolvedAt),
    resolved_by: report.resolvedBy ?? null,
    urgent: isUrgent(report, openReports, now),
    open_reports: openReports,
    denunciante: reporterOf(report, reporter),
    indication: report.type === 'indication' ? (report.snapshot as ReportedIndication) : null,
    post: report.type === 'post' ? (report.snapshot as ReportedPost) : null,
    comment: report.type === 'comment' ? (report.snapshot as ReportedComment) : null,
    city: report.city,
    state: report.state,
  };
}
