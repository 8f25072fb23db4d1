import type { MigrationObject } from '@mikro-orm/core';
import { outboxInboxMigration } from '@encontro/server-events';
import { supportTablesMigration } from './0001-support-tables.js';
import { faqContentMigration } from './0002-faq-content.js';

/** Applied in order; never edit one that has shipped — add the next. */
export const supportMigrations: MigrationObject[] = [
  outboxInboxMigration,
  supportTablesMigration,
  faqContentMigration,
];
