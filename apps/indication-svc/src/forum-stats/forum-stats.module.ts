import { Module } from '@nestjs/common';
import { ForumStatsConsumer } from './forum-stats.service.js';

@Module({ providers: [ForumStatsConsumer] })
export class ForumStatsModule {}
