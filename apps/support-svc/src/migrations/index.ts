import type { MigrationObject } from '@mikro-orm/core';
import {
  outboxInboxMigration,
  outboxTraceparentMigration,
  outboxUnpublishedOrderMigration,
} from '@encontro/server-events';
import { mailOutboxHeadersMigration, mailOutboxMigration } from '@encontro/server-mail';
import { supportTablesMigration } from './0001-support-tables.js';
import { faqContentMigration } from './0002-faq-content.js';
import { mailOutboxMoveMigration } from './0003-mail-outbox.js';
import { contactClientIpMigration } from './0004-contact-client-ip.js';
import { adminTicketSearchMigration } from './0005-admin-ticket-search.js';

/** Applied in order; never edit one that has shipped — add the next. */
export const supportMigrations: MigrationObject[] = [
  outboxInboxMigration,
  supportTablesMigration,
  faqContentMigration,
  mailOutboxMigration,
  mailOutboxMoveMigration,
  mailOutboxHeadersMigration,
  contactClientIpMigration,
  outboxTraceparentMigration,
  adminTicketSearchMigration,
  outboxUnpublishedOrderMigration,
];
