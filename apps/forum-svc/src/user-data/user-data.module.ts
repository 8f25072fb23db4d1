import { Module } from '@nestjs/common';
import { ForumsModule } from '../forums/forums.module.js';
import { LiveModule } from '../live/live.module.js';
import { MemoriesModule } from '../memories/memories.module.js';
import { PeopleModule } from '../people/people.module.js';
import { PostsRepositoryModule } from '../posts/posts-repository.module.js';
import { UserDataHandlers } from './user-data.handlers.js';
import { UserDataService } from './user-data.service.js';

@Module({
  imports: [ForumsModule, PostsRepositoryModule, MemoriesModule, PeopleModule, LiveModule],
  controllers: [UserDataHandlers],
  providers: [UserDataService],
})
export class UserDataModule {}
