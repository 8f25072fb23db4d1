import { Migration } from '@mikro-orm/migrations';

export class VoteIntegrityMigration extends Migration {
  override name = '0007-vote-integrity';

  override up(): void {
    // Votes under review no longer count: `vote_count` counts the others, `votes_under_review` the held ones.
    this.addSql('alter table indications add column votes_under_review int not null default 0');
    this.addSql(
      'alter table indications add constraint indications_votes_under_review_check check (votes_under_review >= 0)',
    );
    // Where each vote came from (the gateway's keyed hash of its /24 or /48, nulled after 90 days) and the
    // cluster that holds it, if any.
    this.addSql('alter table votes add column network varchar(22) null');
    this.addSql('alter table votes add column held_by uuid null');
    this.addSql('create index votes_held_by_idx on votes (held_by) where held_by is not null');
    this.addSql('create index votes_network_expiry_idx on votes (created_at) where network is not null');
    // The week's voters of a city (clusters) and the week's cities (the automatic hold).
    this.addSql('create index votes_week_city_idx on votes (week, city_id)');

    // Where and how an account was made (user.registered, user.verified): personal data, kept 90 days.
    this.addSql(`create table account_signals (
      user_id uuid primary key,
      network varchar(22) null,
      email_domain varchar(255) not null,
      created_at timestamptz not null,
      verified_at timestamptz null
    )`);
    this.addSql('create index account_signals_created_idx on account_signals (created_at)');

    // Clusters of accounts that voted together for one indication, as moderators saw and judged them.
    this.addSql(`create table integrity_clusters (
      id uuid primary key,
      week varchar(8) not null,
      city_id varchar(7) not null,
      indication_id uuid not null references indications (id) on delete cascade,
      status varchar(12) not null,
      members uuid[] not null,
      held_automatically boolean not null default false,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      constraint integrity_clusters_status_check check (status in ('open', 'quarantined', 'released'))
    )`);
    this.addSql('create index integrity_clusters_week_city_idx on integrity_clusters (week, city_id)');
    this.addSql(
      "create index integrity_clusters_held_idx on integrity_clusters (indication_id) where status = 'quarantined'",
    );

    // The gate that makes Thursday 23:00's automatic hold single-shot per week and city across replicas.
    this.addSql(`create table integrity_auto_holds (
      week varchar(8) not null,
      city_id varchar(7) not null,
      ran_at timestamptz not null,
      held_clusters int not null,
      primary key (week, city_id)
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists integrity_auto_holds');
    this.addSql('drop table if exists integrity_clusters');
    this.addSql('drop table if exists account_signals');
    this.addSql('drop index if exists votes_week_city_idx');
    this.addSql('alter table votes drop column if exists held_by');
    this.addSql('alter table votes drop column if exists network');
    this.addSql('alter table indications drop column if exists votes_under_review');
  }
}

export const voteIntegrityMigration = { name: '0007-vote-integrity', class: VoteIntegrityMigration };
