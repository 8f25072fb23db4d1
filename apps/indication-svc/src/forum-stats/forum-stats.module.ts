import { Module } from '@nestjs/common';
import { ReadVersionsModule } from '../read-versions/read-versions.module.js';
import { TablesModule } from '../tables.js';
import { ForumStatsRepository } from './forum-stats.repository.js';
import { ForumStatsConsumer } from './forum-stats.service.js';

@Module({
  imports: [TablesModule, ReadVersionsModule],
  providers: [ForumStatsRepository, ForumStatsConsumer],
  exports: [ForumStatsRepository],
})
export class ForumStatsModule {}
