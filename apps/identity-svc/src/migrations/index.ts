import type { MigrationObject } from '@mikro-orm/core';
import {
  outboxInboxMigration,
  outboxTraceparentMigration,
  outboxUnpublishedOrderMigration,
} from '@encontro/server-events';
import { mailOutboxHeadersMigration, mailOutboxMigration } from '@encontro/server-mail';
import { photoPurgeKindsMigration, photoPurgesMigration } from '@encontro/server-storage';
import { usersAndAccountTokensMigration } from './0001-users-and-account-tokens.js';
import { weeklyActivityMigration } from './0002-weekly-activity.js';
import { knownNetworksMigration } from './0003-known-networks.js';
import { adminUserSearchMigration } from './0004-admin-user-search.js';
import { adminUserPrefixSearchMigration } from './0005-admin-user-prefix-search.js';
import { adminUserFoldedColumnsMigration } from './0006-admin-user-folded-columns.js';

/** Applied in order; never edit one that has shipped — add the next. */
export const identityMigrations: MigrationObject[] = [
  outboxInboxMigration,
  usersAndAccountTokensMigration,
  weeklyActivityMigration,
  mailOutboxMigration,
  mailOutboxHeadersMigration,
  knownNetworksMigration,
  photoPurgesMigration,
  photoPurgeKindsMigration,
  outboxTraceparentMigration,
  adminUserSearchMigration,
  adminUserPrefixSearchMigration,
  adminUserFoldedColumnsMigration,
  outboxUnpublishedOrderMigration,
];
