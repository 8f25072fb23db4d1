import { Global, Module } from '@nestjs/common';
import { ForumAccess } from './forums/forum-access.service.js';
import { ForumPagesRepository } from './forums/forum-pages.repository.js';
import { ForumReads } from './forums/forum-reads.service.js';
import { ForumViews } from './forums/forum-views.service.js';
import { ForumsRepository } from './forums/forums.repository.js';
import { LiveUpdates } from './live/live-updates.service.js';
import { PushRelay } from './live/push-relay.service.js';
import { UpdatesRepository } from './live/updates.repository.js';
import { MemoriesRepository } from './memories/memories.repository.js';
import { PeopleRepository } from './people/people.repository.js';
import { PhotoPurgesRepository } from './photo-purges/photo-purges.repository.js';
import { ContentChanges } from './posts/content-changes.service.js';
import { PostsRepository } from './posts/posts.repository.js';
import { Tables } from './tables.js';

const shared = [
  Tables,
  ForumsRepository,
  ForumPagesRepository,
  PeopleRepository,
  PostsRepository,
  UpdatesRepository,
  MemoriesRepository,
  PhotoPurgesRepository,
  ForumAccess,
  ForumViews,
  ForumReads,
  PushRelay,
  LiveUpdates,
  ContentChanges,
];

/** The repositories (the only classes touching the tables) and the forum rules every feature shares. */
@Global()
@Module({ providers: shared, exports: shared })
export class ForumCoreModule {}
