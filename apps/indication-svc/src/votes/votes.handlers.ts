import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, indicationRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { VotesService } from './votes.service.js';

const { castVote, removeVote } = indicationRpc;

@Controller()
export class VotesHandlers {
  constructor(@Inject(VotesService) private readonly votes: VotesService) {}

  @Rpc(castVote)
  cast({ user_id, indication_id }: RpcRequest<typeof castVote>) {
    return this.votes.cast(user_id, indication_id);
  }

  @Rpc(removeVote)
  remove({ user_id, indication_id }: RpcRequest<typeof removeVote>) {
    return this.votes.remove(user_id, indication_id);
  }
}
