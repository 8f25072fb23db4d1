import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, indicationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { WinnersService } from './winners.service.js';

const { winners, lastWinners } = indicationRpc;

@Controller()
export class WinnersHandlers {
  constructor(@Inject(WinnersService) private readonly winners: WinnersService) {}

  @Rpc(winners)
  current({ viewer_id, city }: RpcRequest<typeof winners>) {
    return this.winners.current(viewer_id, city);
  }

  @Rpc(lastWinners)
  last({ viewer_id, city }: RpcRequest<typeof lastWinners>) {
    return this.winners.last(viewer_id, city);
  }
}
