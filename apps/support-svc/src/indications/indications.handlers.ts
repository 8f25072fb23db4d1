import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type HostIndicationList, supportCommands, supportSubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { IndicationsService } from './indications.service.js';

@Controller()
export class IndicationsHandlers {
  constructor(@Inject(IndicationsService) private readonly indications: IndicationsService) {}

  /** GET /api/support/host/indications → {indications: [{id, name, city}]} */
  @MessagePattern(supportSubjects.listHostIndications)
  async listOwn(@Payload() payload: unknown): Promise<HostIndicationList> {
    return this.indications.listOwn(parseCommand(supportCommands.listHostIndications, payload).user_id);
  }
}
