import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type WinnerList, indicationCommands, indicationSubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { WinnersService } from './winners.service.js';

@Controller()
export class WinnersHandlers {
  constructor(@Inject(WinnersService) private readonly winners: WinnersService) {}

  @MessagePattern(indicationSubjects.winners)
  async current(@Payload() payload: unknown): Promise<WinnerList> {
    const { viewer_id, city } = parseCommand(indicationCommands.winners, payload);
    return this.winners.current(viewer_id, city);
  }

  @MessagePattern(indicationSubjects.lastWinners)
  async last(@Payload() payload: unknown): Promise<WinnerList> {
    const { viewer_id, city } = parseCommand(indicationCommands.lastWinners, payload);
    return this.winners.last(viewer_id, city);
  }
}
