import { Module } from '@nestjs/common';
import { ForumsModule } from '../forums/forums.module.js';
import { LiveModule } from '../live/live.module.js';
import { ModerationModule } from '../moderation/moderation.module.js';
import { ContentChanges } from './content-changes.service.js';
import { PostsRepositoryModule } from './posts-repository.module.js';
import { PostsHandlers } from './posts.handlers.js';
import { PostsService } from './posts.service.js';

@Module({
  imports: [PostsRepositoryModule, ForumsModule, LiveModule, ModerationModule],
  controllers: [PostsHandlers],
  providers: [ContentChanges, PostsService],
  exports: [ContentChanges],
})
export class PostsModule {}
