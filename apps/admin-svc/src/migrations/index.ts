import type { MigrationObject } from '@mikro-orm/core';
import {
  outboxInboxMigration,
  outboxTraceparentMigration,
  outboxUnpublishedOrderMigration,
} from '@encontro/server-events';
import { moderationTablesMigration } from './0001-moderation-tables.js';
import { integrityAutoHoldMigration } from './0002-integrity-auto-hold.js';
import { adminListsAtScaleMigration } from './0003-admin-lists-at-scale.js';

/** Applied in order; never edit one that has shipped — add the next. */
export const adminMigrations: MigrationObject[] = [
  outboxInboxMigration,
  moderationTablesMigration,
  integrityAutoHoldMigration,
  outboxTraceparentMigration,
  adminListsAtScaleMigration,
  outboxUnpublishedOrderMigration,
];
