import { Controller, Inject } from '@nestjs/common';
import { type RpcRequest, forumRpc } from '@encontro/contracts';
import { Rpc } from '@encontro/server-messaging';
import { LastEncounterService } from './last-encounter.service.js';

const { lastEncounter, addMemory } = forumRpc;

@Controller()
export class MemoriesHandlers {
  constructor(@Inject(LastEncounterService) private readonly lastEncounter: LastEncounterService) {}

  /** GET /api/last-encounter → encounter, forum_posts, participants, memories, memories_open, can_add_memory */
  @Rpc(lastEncounter)
  get({ user_id }: RpcRequest<typeof lastEncounter>) {
    return this.lastEncounter.get(user_id);
  }

  /** POST /api/last-encounter/memories (photo + description) → {message, memory} */
  @Rpc(addMemory)
  add({ user_id, photo_key, description, forum_id }: RpcRequest<typeof addMemory>) {
    return this.lastEncounter.addMemory(user_id, photo_key, description, forum_id);
  }
}
