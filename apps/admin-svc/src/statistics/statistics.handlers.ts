import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type Statistics, moderationCommands, moderationSubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { StatisticsService } from './statistics.service.js';

@Controller()
export class StatisticsHandlers {
  constructor(@Inject(StatisticsService) private readonly statistics: StatisticsService) {}

  /** GET /api/admin/statistics → SPEC §3 Statistics */
  @MessagePattern(moderationSubjects.statistics)
  async get(@Payload() payload: unknown): Promise<Statistics> {
    parseCommand(moderationCommands.statistics, payload ?? {});
    return this.statistics.get();
  }
}
