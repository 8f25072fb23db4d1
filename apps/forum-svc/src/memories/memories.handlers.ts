import { forumRpc } from '@encontro/contracts';
import { rpcHandlers } from '@encontro/server-messaging';
import { LastEncounterService } from './last-encounter.service.js';

export const MemoriesHandlers = rpcHandlers(
  'MemoriesHandlers',
  forumRpc,
  { lastEncounter: LastEncounterService },
  {
    /** GET /api/last-encounter → encounter, forum_posts, participants, memories, memories_open, can_add_memory */
    lastEncounter: ({ user_id }, { lastEncounter }) => lastEncounter.get(user_id),
    /** POST /api/last-encounter/memories (photo + description) → {message, memory} */
    addMemory: ({ user_id, photo_key, description, forum_id }, { lastEncounter }) =>
      lastEncounter.addMemory(user_id, photo_key, description, forum_id),
  },
);
export type MemoriesHandlers = InstanceType<typeof MemoriesHandlers>;
