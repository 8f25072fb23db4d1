import { forumRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { LastEncounterService } from './last-encounter.service.js';
import { MemoriesService } from './memories.service.js';

export const MemoriesHandlers = rpcHandlers(
  'MemoriesHandlers',
  forumRpc,
  { lastEncounter: LastEncounterService, memories: MemoriesService },
  {
    /** GET /api/last-encounter → encounter, forum_posts, participants, memories, memories_open, can_add_memory */
    lastEncounter: ({ user_id }, { lastEncounter }) => lastEncounter.get(user_id),
    /** POST /api/last-encounter/memories (photo + description) → {message, memory} */
    addMemory: ({ user_id, photo_key, description, forum_id }, { lastEncounter }) =>
      lastEncounter.addMemory(user_id, photo_key, description, forum_id),
    /** DELETE /api/last-encounter/memories/:memoryId → {message}: the author's own memory only. */
    deleteMemory: ({ user_id, memory_id }, { memories }) => memories.delete(user_id, memory_id),
  },
);
export type MemoriesHandlers = InstanceType<typeof MemoriesHandlers>;
