import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MikroORM } from '@mikro-orm/postgresql';
import { type ModerationUserData, moderationCommands, moderationSubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { ReportsRepository } from '../reports/reports.repository.js';

/** The LGPD export: what admin-svc holds about a person — the reports they filed. */
@Controller()
export class UserDataHandlers {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(ReportsRepository) private readonly reports: ReportsRepository,
  ) {}

  @MessagePattern(moderationSubjects.exportUserData)
  async export(@Payload() payload: unknown): Promise<ModerationUserData> {
    const { user_id } = parseCommand(moderationCommands.exportUserData, payload);
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
