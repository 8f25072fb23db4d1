import { Module } from '@nestjs/common';
import { servicePlatformModules } from '@encontro/server-runtime';
import { ForumConfigModule, loadForumConfig } from './config.js';
import { forumEntities } from './forum.entities.js';
import { forumFeatures } from './forum.features.js';
import { forumMigrations } from './migrations/index.js';

const config = loadForumConfig();
export const SERVICE = 'forum-svc';

@Module({
  imports: [
    ForumConfigModule.forRoot(config),
    ...servicePlatformModules({
      service: SERVICE,
      config,
      entities: forumEntities,
      migrations: forumMigrations,
      redis: true,
    }),
    ...forumFeatures,
  ],
})
export class AppModule {}
