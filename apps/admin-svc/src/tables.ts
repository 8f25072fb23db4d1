import { Module } from '@nestjs/common';
import { schemaTables } from '@encontro/server-database';

/** Schema-qualified table names for the repositories' raw SQL (the ORM qualifies its own queries). */
export class Tables extends schemaTables({
  people: 'people',
  reports: 'reports',
  censoredWords: 'censored_words',
  settings: 'settings',
  trackedIndications: 'tracked_indications',
  trackedTickets: 'tracked_tickets',
  activeUserMonths: 'active_user_months',
  auditLog: 'audit_log',
  activePeople: 'active_people',
}) {}

/** Imported by every feature module that provides a repository. */
@Module({ providers: [Tables], exports: [Tables] })
export class TablesModule {}
