import { Module } from '@nestjs/common';
import { ForumsModule } from '../forums/forums.module.js';
import { LiveModule } from '../live/live.module.js';
import { PeopleModule } from '../people/people.module.js';
import { PostsRepositoryModule } from '../posts/posts-repository.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { AdminForumHandlers } from './admin-forum.handlers.js';
import { AdminForumService } from './admin-forum.service.js';

@Module({
  imports: [ForumsModule, PostsRepositoryModule, PostsModule, PeopleModule, LiveModule],
  controllers: [AdminForumHandlers],
  providers: [AdminForumService],
})
export class AdminForumModule {}
