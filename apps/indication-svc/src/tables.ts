import { Inject, Injectable, Module } from '@nestjs/common';
import { DATABASE_SCHEMA, qualified } from '@encontro/server-database';

/** Schema-qualified table names for the repositories' raw SQL (the ORM qualifies its own queries). */
@Injectable()
export class Tables {
  readonly people: string;
  readonly indications: string;
  readonly votes: string;
  readonly weekClosures: string;
  readonly winners: string;
  readonly attendances: string;
  readonly platformSettings: string;
  readonly forumStats: string;
  readonly emailOptOuts: string;
  readonly outbox: string;

  constructor(@Inject(DATABASE_SCHEMA) schema: string) {
    this.people = qualified(schema, 'people');
    this.indications = qualified(schema, 'indications');
    this.votes = qualified(schema, 'votes');
    this.weekClosures = qualified(schema, 'week_closures');
    this.winners = qualified(schema, 'winners');
    this.attendances = qualified(schema, 'attendances');
    this.platformSettings = qualified(schema, 'platform_settings');
    this.forumStats = qualified(schema, 'forum_stats');
    this.emailOptOuts = qualified(schema, 'email_opt_outs');
    this.outbox = qualified(schema, 'outbox');
  }
}

/** Every module with a repository imports it. */
@Module({ providers: [Tables], exports: [Tables] })
export class TablesModule {}
