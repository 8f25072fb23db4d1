import type { MigrationObject } from '@mikro-orm/core';
import {
  outboxInboxMigration,
  outboxTraceparentMigration,
  outboxUnpublishedOrderMigration,
} from '@encontro/server-events';
import { mailOutboxHeadersMigration, mailOutboxMigration } from '@encontro/server-mail';
import { photoPurgeKindsMigration } from '@encontro/server-storage';
import { indicationsMigration } from './0001-indications.js';
import { userLifecycleMigration } from './0002-user-lifecycle.js';
import { forumStatsMigration } from './0003-forum-stats.js';
import { mailOutboxMoveMigration } from './0004-mail-outbox.js';
import { emailOptOutsMigration } from './0005-email-opt-outs.js';
import { duplicateVenuesMigration } from './0006-duplicate-venues.js';
import { voteIntegrityMigration } from './0007-vote-integrity.js';
import { integrityAutoHoldMigration } from './0008-integrity-auto-hold.js';
import { rejectedNominationsMigration } from './0009-rejected-nominations.js';
import { personGenderMigration } from './0010-person-gender.js';
import { meetupPlanMigration } from './0011-meetup-plan.js';
import { meetupRemindersMigration } from './0012-meetup-reminders.js';
import { weekVotersIndexMigration } from './0013-week-voters-index.js';
import { adminIndicationSearchMigration } from './0014-admin-indication-search.js';
import { integrityAnalysesMigration } from './0015-integrity-analyses.js';
import { adminHostSearchMigration } from './0016-admin-host-search.js';

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
  duplicateVenuesMigration,
  voteIntegrityMigration,
  // 0008 (issue 27, integrity_auto_hold) needs only 0002's platform_settings: the lead orders the list.
  integrityAutoHoldMigration,
  rejectedNominationsMigration,
  personGenderMigration,
  photoPurgeKindsMigration,
  outboxTraceparentMigration,
  meetupPlanMigration,
  meetupRemindersMigration,
  weekVotersIndexMigration,
  adminIndicationSearchMigration,
  integrityAnalysesMigration,
  adminHostSearchMigration,
  outboxUnpublishedOrderMigration,
];
