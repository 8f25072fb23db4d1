import { Module } from '@nestjs/common';
import { ForumsModule } from '../forums/forums.module.js';
import { PeopleModule } from '../people/people.module.js';
import { PhotoPurgesModule } from '../photo-purges/photo-purges.module.js';
import { PostsRepositoryModule } from '../posts/posts-repository.module.js';
import { LastEncounterService } from './last-encounter.service.js';
import { MemoriesHandlers } from './memories.handlers.js';
import { MemoriesRepository } from './memories.repository.js';
import { MemoriesService } from './memories.service.js';

@Module({
  imports: [ForumsModule, PostsRepositoryModule, PeopleModule, PhotoPurgesModule],
  controllers: [MemoriesHandlers],
  providers: [MemoriesRepository, LastEncounterService, MemoriesService],
  exports: [MemoriesRepository],
})
export class MemoriesModule {}
