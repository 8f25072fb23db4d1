import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type RestrictionStatus, indicationCommands, indicationSubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { CycleStatusService } from './cycle-status.service.js';

@Controller()
export class CycleHandlers {
  constructor(@Inject(CycleStatusService) private readonly cycle: CycleStatusService) {}

  @MessagePattern(indicationSubjects.status)
  async status(@Payload() payload: unknown): Promise<RestrictionStatus> {
    parseCommand(indicationCommands.status, payload);
    return this.cycle.status();
  }
}
