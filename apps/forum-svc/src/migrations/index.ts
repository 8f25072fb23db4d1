import type { MigrationObject } from '@mikro-orm/core';
import {
  outboxInboxMigration,
  outboxTraceparentMigration,
  outboxUnpublishedOrderMigration,
} from '@encontro/server-events';
import { photoPurgeKindsMigration } from '@encontro/server-storage';
import { forumTablesMigration } from './0002-forum-tables.js';
import { forumRemovalsMigration } from './0003-forum-removals.js';
import { readGenerationMigration } from './0004-read-generation.js';
import { forumMeetupMigration } from './0005-forum-meetup.js';
import { meetupPlanMigration } from './0006-meetup-plan.js';
import { adminSearchIndexesMigration } from './0007-admin-search-indexes.js';
import { adminAuthorSearchMigration } from './0008-admin-author-search.js';

/** Applied in order; never edit one that has shipped — add the next. */
export const forumMigrations: MigrationObject[] = [
  outboxInboxMigration,
  forumTablesMigration,
  forumRemovalsMigration,
  readGenerationMigration,
  photoPurgeKindsMigration,
  outboxTraceparentMigration,
  forumMeetupMigration,
  meetupPlanMigration,
  adminSearchIndexesMigration,
  adminAuthorSearchMigration,
  outboxUnpublishedOrderMigration,
];
