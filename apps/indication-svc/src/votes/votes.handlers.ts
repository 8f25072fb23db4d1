import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type VoteResult, indicationCommands, indicationSubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { VotesService } from './votes.service.js';

@Controller()
export class VotesHandlers {
  constructor(@Inject(VotesService) private readonly votes: VotesService) {}

  @MessagePattern(indicationSubjects.castVote)
  async cast(@Payload() payload: unknown): Promise<VoteResult> {
    const { user_id, indication_id } = parseCommand(indicationCommands.castVote, payload);
    return this.votes.cast(user_id, indication_id);
  }

  @MessagePattern(indicationSubjects.removeVote)
  async remove(@Payload() payload: unknown): Promise<VoteResult> {
    const { user_id, indication_id } = parseCommand(indicationCommands.removeVote, payload);
    return this.votes.remove(user_id, indication_id);
  }
}
