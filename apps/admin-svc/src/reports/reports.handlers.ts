import { moderationRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { ReportsService } from './reports.service.js';

export const ReportsHandlers = rpcHandlers(
  'ReportsHandlers',
  moderationRpc,
  { reports: ReportsService },
  {
    /** POST /api/report/{type}/{id} {message?} → {message, report_id} */
    createReport: ({ reporter_id, type, target_id, body }, { reports }) =>
      reports.create(reporter_id, type, target_id, body),
    /** GET /api/admin/reports?page&per_page&type&status&search → {data, meta} */
    adminListReports: ({ query }, { reports }) => reports.list(query),
    /** PUT /api/admin/reports/{id}/resolve → {message, report, resolved_reports} */
    adminResolveReport: ({ actor_id, report_id }, { reports }) => reports.resolve(actor_id, report_id),
    /** DELETE /api/admin/reports/{id}/content → {message, report, resolved_reports, photo_keys} */
    adminDeleteReportedContent: ({ actor_id, report_id }, { reports }) =>
      reports.deleteContent(actor_id, report_id),
  },
);
export type ReportsHandlers = InstanceType<typeof ReportsHandlers>;
