import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type LastEncounter, type MemoryAdded, forumCommands, forumSubjects } from '@encontro/contracts';
import { parseCommand } from '@encontro/server-messaging';
import { LastEncounterService } from './last-encounter.service.js';

@Controller()
export class MemoriesHandlers {
  constructor(@Inject(LastEncounterService) private readonly lastEncounter: LastEncounterService) {}

  /** GET /api/last-encounter → encounter, forum_posts, participants, memories, memories_open, can_add_memory */
  @MessagePattern(forumSubjects.lastEncounter)
  async get(@Payload() payload: unknown): Promise<LastEncounter> {
    const { user_id } = parseCommand(forumCommands.lastEncounter, payload);
    return this.lastEncounter.get(user_id);
  }

  /** POST /api/last-encounter/memories (photo + description) → {message, memory} */
  @MessagePattern(forumSubjects.addMemory)
  async add(@Payload() payload: unknown): Promise<MemoryAdded> {
    const { user_id, photo_key, description, forum_id } = parseCommand(forumCommands.addMemory, payload);
    return this.lastEncounter.addMemory(user_id, photo_key, description, forum_id);
  }
}
