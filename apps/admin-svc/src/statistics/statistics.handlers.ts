import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, moderationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { StatisticsService } from './statistics.service.js';

@Controller()
export class StatisticsHandlers {
  constructor(@Inject(StatisticsService) private readonly statistics: StatisticsService) {}

  /** GET /api/admin/statistics → SPEC §3 Statistics */
  @Rpc(moderationRpc.statistics)
  get(_empty: RpcRequest<typeof moderationRpc.statistics>) {
    return this.statistics.get();
  }
}
