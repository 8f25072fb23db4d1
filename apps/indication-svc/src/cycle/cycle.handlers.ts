import { Controller, Inject } from '@nestjs/common';
import { indicationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { CycleStatusService } from './cycle-status.service.js';

@Controller()
export class CycleHandlers {
  constructor(@Inject(CycleStatusService) private readonly cycle: CycleStatusService) {}

  @Rpc(indicationRpc.status)
  status() {
    return this.cycle.status();
  }
}
