import { AdminForumModule } from './admin/admin-forum.module.js';
import { ForumLifecycleModule } from './forums/forum-lifecycle.module.js';
import { ForumsModule } from './forums/forums.module.js';
import { LiveModule } from './live/live.module.js';
import { MemoriesModule } from './memories/memories.module.js';
import { ModerationModule } from './moderation/moderation.module.js';
import { PeopleModule } from './people/people.module.js';
import { PhotoPurgesModule } from './photo-purges/photo-purges.module.js';
import { PostsModule } from './posts/posts.module.js';
import { UserDataModule } from './user-data/user-data.module.js';

/**
 * The service's feature modules. They need the platform modules of AppModule (config, clock,
 * database, events) and nothing else, so the integration suites mount them as they are.
 */
export const forumFeatures = [
  ModerationModule,
  PeopleModule,
  ForumsModule,
  ForumLifecycleModule,
  PostsModule,
  LiveModule,
  MemoriesModule,
  AdminForumModule,
  UserDataModule,
  PhotoPurgesModule,
];
