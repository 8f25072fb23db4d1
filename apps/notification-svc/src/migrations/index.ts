import type { MigrationObject } from '@mikro-orm/core';
import {
  outboxInboxMigration,
  outboxTraceparentMigration,
  outboxUnpublishedOrderMigration,
} from '@encontro/server-events';
import { mailOutboxHeadersMigration, mailOutboxMigration } from '@encontro/server-mail';
import { notificationTablesMigration } from './0001-notification-tables.js';
import { notificationIndicationMigration } from './0002-notification-indication.js';
import { adminAlertsMigration } from './0003-admin-alerts.js';
import { personGenderMigration } from './0004-person-gender.js';
import { meetupNotificationsMigration } from './0005-meetup-notifications.js';
import { notificationsCreatedIndexMigration } from './0006-notifications-created-index.js';

/** Applied in order; never edit one that has shipped — add the next. */
export const notificationMigrations: MigrationObject[] = [
  outboxInboxMigration,
  notificationTablesMigration,
  notificationIndicationMigration,
  mailOutboxMigration,
  mailOutboxHeadersMigration,
  adminAlertsMigration,
  personGenderMigration,
  outboxTraceparentMigration,
  meetupNotificationsMigration,
  notificationsCreatedIndexMigration,
  outboxUnpublishedOrderMigration,
];
