import type { MigrationObject } from '@mikro-orm/core';
import { outboxInboxMigration } from '@encontro/server-events';
import { mailOutboxHeadersMigration, mailOutboxMigration } from '@encontro/server-mail';
import { indicationsMigration } from './0001-indications.js';
import { userLifecycleMigration } from './0002-user-lifecycle.js';
import { forumStatsMigration } from './0003-forum-stats.js';
import { mailOutboxMoveMigration } from './0004-mail-outbox.js';
import { emailOptOutsMigration } from './0005-email-opt-outs.js';

/** Applied in order; never edit one that has shipped — add the next. */
export const indicationMigrations: MigrationObject[] = [
  outboxInboxMigration,
  indicationsMigration,
  userLifecycleMigration,
  forumStatsMigration,
  mailOutboxMigration,
  mailOutboxMoveMigration,
  mailOutboxHeadersMigration,
  emailOptOutsMigration,
];
