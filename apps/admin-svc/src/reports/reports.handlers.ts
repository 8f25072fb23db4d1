import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type ReportActionResult,
  type ReportCreated,
  type ReportPage,
  moderationCommands,
  moderationSubjects,
} from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { type ContentDeletionResult, ReportsService } from './reports.service.js';

@Controller()
export class ReportsHandlers {
  constructor(@Inject(ReportsService) private readonly reports: ReportsService) {}

  /** POST /api/report/{type}/{id} {message?} → {message, report_id} */
  @MessagePattern(moderationSubjects.createReport)
  async create(@Payload() payload: unknown): Promise<ReportCreated> {
    const { reporter_id, type, target_id, body } = parseCommand(
      moderationCommands.createReport,
      payload,
      'body',
    );
    return this.reports.create(reporter_id, type, target_id, body);
  }

  /** GET /api/admin/reports?page&per_page&type&status&search → {data, meta} */
  @MessagePattern(moderationSubjects.adminListReports)
  async list(@Payload() payload: unknown): Promise<ReportPage> {
    return this.reports.list(parseCommand(moderationCommands.adminListReports, payload, 'query').query);
  }

  /** PUT /api/admin/reports/{id}/resolve → {message, report, resolved_reports} */
  @MessagePattern(moderationSubjects.adminResolveReport)
  async resolve(@Payload() payload: unknown): Promise<ReportActionResult> {
    const { actor_id, report_id } = parseCommand(moderationCommands.adminResolveReport, payload);
    return this.reports.resolve(actor_id, report_id);
  }

  /** DELETE /api/admin/reports/{id}/content → {message, report, resolved_reports, photo_keys} */
  @MessagePattern(moderationSubjects.adminDeleteReportedContent)
  async deleteContent(@Payload() payload: unknown): Promise<ContentDeletionResult> {
    const { actor_id, report_id } = parseCommand(moderationCommands.adminDeleteReportedContent, payload);
    return this.reports.deleteContent(actor_id, report_id);
  }
}
