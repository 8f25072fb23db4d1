import type { MigrationObject } from '@mikro-orm/core';
import { outboxInboxMigration } from '@encontro/server-events';
import { indicationsMigration } from './0001-indications.js';
import { userLifecycleMigration } from './0002-user-lifecycle.js';
import { forumStatsMigration } from './0003-forum-stats.js';

/** Applied in order; never edit one that has shipped — add the next. */
export const indicationMigrations: MigrationObject[] = [
  outboxInboxMigration,
  indicationsMigration,
  userLifecycleMigration,
  forumStatsMigration,
];
