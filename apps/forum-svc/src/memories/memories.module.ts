import { Module } from '@nestjs/common';
import { ForumsModule } from '../forums/forums.module.js';
import { PeopleModule } from '../people/people.module.js';
import { PostsRepositoryModule } from '../posts/posts-repository.module.js';
import { LastEncounterService } from './last-encounter.service.js';
import { MemoriesHandlers } from './memories.handlers.js';
import { MemoriesRepository } from './memories.repository.js';

@Module({
  imports: [ForumsModule, PostsRepositoryModule, PeopleModule],
  controllers: [MemoriesHandlers],
  providers: [MemoriesRepository, LastEncounterService],
  exports: [MemoriesRepository],
})
export class MemoriesModule {}
