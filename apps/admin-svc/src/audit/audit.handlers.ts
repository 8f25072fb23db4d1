import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, moderationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { AuditService } from './audit.service.js';

const { listAudit } = moderationRpc;

@Controller()
export class AuditHandlers {
  constructor(@Inject(AuditService) private readonly audit: AuditService) {}

  /** GET /api/admin/audit?page&per_page&actor&action → {data, meta} */
  @Rpc(listAudit)
  list({ query }: RpcRequest<typeof listAudit>) {
    return this.audit.list(query);
  }
}
