import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AuditPage, moderationCommands, moderationSubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { AuditService } from './audit.service.js';

@Controller()
export class AuditHandlers {
  constructor(@Inject(AuditService) private readonly audit: AuditService) {}

  /** GET /api/admin/audit?page&per_page&actor&action → {data, meta} */
  @MessagePattern(moderationSubjects.listAudit)
  async list(@Payload() payload: unknown): Promise<AuditPage> {
    return this.audit.list(parseCommand(moderationCommands.listAudit, payload, 'query').query);
  }
}
