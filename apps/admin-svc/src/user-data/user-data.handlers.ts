import { Controller } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type RpcRequest, type RpcResponse, moderationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { ReportsRepository } from '../reports/reports.repository.js';

const { exportUserData } = moderationRpc;

/** The LGPD export: what admin-svc holds about a person — the reports they filed. */
@Controller()
export class UserDataHandlers {
  constructor(
    private readonly orm: MikroORM,
    private readonly reports: ReportsRepository,
  ) {}

  @Rpc(exportUserData)
  async export({ user_id }: RpcRequest<typeof exportUserData>): Promise<RpcResponse<typeof exportUserData>> {
    const filed = await this.reports.filedBy(this.orm.em.fork(), user_id);
    return {
      service: 'admin-svc',
      data: {
        reports_filed: filed.map((r) => ({
          denuncia_id: r.id,
          type: r.type,
          target_id: r.targetId,
          message: r.message ?? null,
          status: r.status,
          created_at: r.createdAt.toISOString(),
        })),
      },
    };
  }
}
