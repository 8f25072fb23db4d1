import { serviceApp } from '@encontro/server-runtime';
import { ForumConfigModule, loadForumConfig } from './config.js';
import { forumEntities } from './forum.entities.js';
import { forumFeatures } from './forum.features.js';
import { forumMigrations } from './migrations/index.js';

/** forum-svc: its config, the service platform on its schema, and its features. */
export const forumApp = serviceApp({
  service: 'forum-svc',
  config: loadForumConfig(),
  configModule: ForumConfigModule,
  entities: forumEntities,
  migrations: forumMigrations,
  features: forumFeatures,
  redis: true,
});
