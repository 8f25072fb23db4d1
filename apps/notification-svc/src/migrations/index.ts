import type { MigrationObject } from '@mikro-orm/core';
import { outboxInboxMigration } from '@encontro/server-events';
import { notificationTablesMigration } from './0001-notification-tables.js';

/** Applied in order; never edit one that has shipped — add the next. */
export const notificationMigrations: MigrationObject[] = [outboxInboxMigration, notificationTablesMigration];
