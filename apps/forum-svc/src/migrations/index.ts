import type { MigrationObject } from '@mikro-orm/core';
import { outboxInboxMigration } from '@encontro/server-events';
import { forumTablesMigration } from './0002-forum-tables.js';

/** Applied in order; never edit one that has shipped — add the next. */
export const forumMigrations: MigrationObject[] = [outboxInboxMigration, forumTablesMigration];
