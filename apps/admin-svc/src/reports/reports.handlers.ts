import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, moderationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { ReportsService } from './reports.service.js';

const { createReport, adminListReports, adminResolveReport, adminDeleteReportedContent } = moderationRpc;

@Controller()
export class ReportsHandlers {
  constructor(@Inject(ReportsService) private readonly reports: ReportsService) {}

  /** POST /api/report/{type}/{id} {message?} → {message, report_id} */
  @Rpc(createReport)
  create({ reporter_id, type, target_id, body }: RpcRequest<typeof createReport>) {
    return this.reports.create(reporter_id, type, target_id, body);
  }

  /** GET /api/admin/reports?page&per_page&type&status&search → {data, meta} */
  @Rpc(adminListReports)
  list({ query }: RpcRequest<typeof adminListReports>) {
    return this.reports.list(query);
  }

  /** PUT /api/admin/reports/{id}/resolve → {message, report, resolved_reports} */
  @Rpc(adminResolveReport)
  resolve({ actor_id, report_id }: RpcRequest<typeof adminResolveReport>) {
    return this.reports.resolve(actor_id, report_id);
  }

  /** DELETE /api/admin/reports/{id}/content → {message, report, resolved_reports, photo_keys} */
  @Rpc(adminDeleteReportedContent)
  deleteContent({ actor_id, report_id }: RpcRequest<typeof adminDeleteReportedContent>) {
    return this.reports.deleteContent(actor_id, report_id);
  }
}
