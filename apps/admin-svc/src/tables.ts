import { Inject, Injectable, Module } from '@nestjs/common';
import { DATABASE_SCHEMA, qualified } from '@encontro/server-database';

/** Schema-qualified table names for the repositories' raw SQL (the ORM qualifies its own queries). */
@Injectable()
export class Tables {
  readonly people: string;
  readonly reports: string;
  readonly censoredWords: string;
  readonly settings: string;
  readonly trackedIndications: string;
  readonly trackedTickets: string;
  readonly activeUserMonths: string;
  readonly auditLog: string;

  constructor(@Inject(DATABASE_SCHEMA) schema: string) {
    this.people = qualified(schema, 'people');
    this.reports = qualified(schema, 'reports');
    this.censoredWords = qualified(schema, 'censored_words');
    this.settings = qualified(schema, 'settings');
    this.trackedIndications = qualified(schema, 'tracked_indications');
    this.trackedTickets = qualified(schema, 'tracked_tickets');
    this.activeUserMonths = qualified(schema, 'active_user_months');
    this.auditLog = qualified(schema, 'audit_log');
  }
}

/** Imported by every feature module that provides a repository. */
@Module({ providers: [Tables], exports: [Tables] })
export class TablesModule {}
