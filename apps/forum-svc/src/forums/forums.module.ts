import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module.js';
import { PostsRepositoryModule } from '../posts/posts-repository.module.js';
import { TablesModule } from '../tables.js';
import { CheckinsRepository } from './checkins.repository.js';
import { ForumAccess } from './forum-access.service.js';
import { ForumPagesRepository } from './forum-pages.repository.js';
import { ForumReads } from './forum-reads.service.js';
import { ForumViews } from './forum-views.service.js';
import { ForumsHandlers } from './forums.handlers.js';
import { ForumsRepository } from './forums.repository.js';
import { ForumsService } from './forums.service.js';

/**
 * The forums and the rules every feature shares: who may read (ForumAccess), what a forum shows
 * (ForumViews) and its cached reads (ForumReads). How forums open and close: ForumLifecycleModule.
 */
@Module({
  imports: [TablesModule, PeopleModule, PostsRepositoryModule],
  controllers: [ForumsHandlers],
  providers: [
    ForumsRepository,
    CheckinsRepository,
    ForumPagesRepository,
    ForumAccess,
    ForumViews,
    ForumReads,
    ForumsService,
  ],
  exports: [ForumsRepository, CheckinsRepository, ForumPagesRepository, ForumAccess, ForumViews, ForumReads],
})
export class ForumsModule {}
