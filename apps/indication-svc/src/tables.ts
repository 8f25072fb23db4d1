import { Module } from '@nestjs/common';
import { schemaTables } from '@encontro/server-database';

/** Schema-qualified table names for the repositories' raw SQL (the ORM qualifies its own queries). */
export class Tables extends schemaTables({
  people: 'people',
  indications: 'indications',
  votes: 'votes',
  weekClosures: 'week_closures',
  winners: 'winners',
  attendances: 'attendances',
  platformSettings: 'platform_settings',
  forumStats: 'forum_stats',
  emailOptOuts: 'email_opt_outs',
  accountSignals: 'account_signals',
  integrityClusters: 'integrity_clusters',
  integrityAutoHolds: 'integrity_auto_holds',
  integrityAnalyses: 'integrity_analyses',
  outbox: 'outbox',
  meetupReminders: 'meetup_reminders',
  reminderAnswers: 'reminder_answers',
}) {}

/** Every module with a repository imports it. */
@Module({ providers: [Tables], exports: [Tables] })
export class TablesModule {}
