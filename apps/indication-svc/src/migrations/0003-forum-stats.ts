import { Migration } from '@mikro-orm/migrations';

export class ForumStatsMigration extends Migration {
  override name = '0003-forum-stats';

  override up(): void {
    // A winner's forum counts as forum-svc announces them (forum.stats_changed): the highest
    // version wins, so redelivered or late events never move a count back.
    this.addSql(`create table forum_stats (
      indication_id uuid primary key references indications (id) on delete cascade,
      posts integer not null,
      comments integer not null,
      confirmed_participants integer not null,
      version bigint not null,
      updated_at timestamptz not null,
      constraint forum_stats_counts_check check (posts >= 0 and comments >= 0 and confirmed_participants >= 0)
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists forum_stats');
  }
}

export const forumStatsMigration = { name: '0003-forum-stats', class: ForumStatsMigration };
