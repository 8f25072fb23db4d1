import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, supportRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { IndicationsService } from './indications.service.js';

const { listHostIndications } = supportRpc;

@Controller()
export class IndicationsHandlers {
  constructor(@Inject(IndicationsService) private readonly indications: IndicationsService) {}

  /** GET /api/support/host/indications → {indications: [{id, name, city}]} */
  @Rpc(listHostIndications)
  listOwn({ user_id }: RpcRequest<typeof listHostIndications>) {
    return this.indications.listOwn(user_id);
  }
}
