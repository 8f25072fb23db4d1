import { AdminForumController } from './admin-forum.controller.js';
import { ForumController } from './forum.controller.js';
import { LastEncounterController } from './last-encounter.controller.js';

/** forum-svc's routes (SPEC §7 Forum, Last encounter, Admin forums). The SSE stream: forum-live/. */
export const forumControllers = [ForumController, LastEncounterController, AdminForumController];
