import { Migration } from '@mikro-orm/migrations';

export class ForumTablesMigration extends Migration {
  override name = '0002-forum-tables';

  override up(): void {
    // One forum per winner (id = the indication's id), from week.closed.
    this.addSql(`create table forums (
      id uuid primary key,
      week varchar(8) not null,
      city_id varchar(7) not null,
      city varchar(100) not null,
      state varchar(60) not null,
      position integer not null,
      name varchar(150) not null,
      address varchar(200) not null,
      reference varchar(150) null,
      event_day varchar(10) not null,
      event_time varchar(40) not null,
      photos jsonb not null default '[]',
      vote_count integer not null default 0,
      host_id uuid not null,
      host_name varchar(210) not null,
      created_at timestamptz not null,
      constraint forums_position_check check (position between 1 and 3)
    )`);
    this.addSql('create index forums_city_week_idx on forums (city_id, week desc, position)');
    this.addSql('create index forums_host_idx on forums (host_id)');

    // What forum-svc keeps of people (event-carried state from identity-svc).
    this.addSql(`create table people (
      user_id uuid primary key,
      name varchar(100) not null,
      surname varchar(100) not null,
      email varchar(255) not null,
      photo varchar(300) null,
      city varchar(100) not null,
      state varchar(60) not null,
      city_id varchar(7) not null,
      updated_at timestamptz not null
    )`);

    // "Eu Vou!" presences, from attendance.confirmed (no foreign key: events of two streams may cross).
    this.addSql(`create table participants (
      forum_id uuid not null,
      user_id uuid not null,
      confirmed_at timestamptz not null,
      primary key (forum_id, user_id)
    )`);
    this.addSql('create index participants_user_idx on participants (user_id)');

    this.addSql(`create table posts (
      id uuid primary key,
      forum_id uuid not null references forums (id) on delete cascade,
      user_id uuid not null,
      content varchar(500) not null,
      created_at timestamptz not null,
      updated_at timestamptz null
    )`);
    this.addSql('create index posts_forum_idx on posts (forum_id, created_at desc)');
    this.addSql('create index posts_user_idx on posts (user_id)');
    this.addSql('create index posts_created_idx on posts (created_at desc)');

    this.addSql(`create table comments (
      id uuid primary key,
      post_id uuid not null references posts (id) on delete cascade,
      forum_id uuid not null references forums (id) on delete cascade,
      user_id uuid not null,
      content varchar(500) not null,
      created_at timestamptz not null,
      updated_at timestamptz null
    )`);
    this.addSql('create index comments_post_idx on comments (post_id, created_at)');
    this.addSql('create index comments_forum_idx on comments (forum_id)');
    this.addSql('create index comments_user_idx on comments (user_id)');
    this.addSql('create index comments_created_idx on comments (created_at desc)');

    // Real-time updates: the cursor is the bigserial id; written under a per-forum lock, so ids of
    // one forum commit in order. pushed_at: when the push relay announced it on core NATS.
    this.addSql(`create table updates (
      id bigserial primary key,
      forum_id uuid not null,
      type varchar(20) not null,
      data jsonb not null,
      created_at timestamptz not null,
      pushed_at timestamptz null,
      constraint updates_type_check check
        (type in ('new_post', 'new_comment', 'post_updated', 'post_deleted', 'stats_updated'))
    )`);
    this.addSql('create index updates_forum_idx on updates (forum_id, id)');
    this.addSql('create index updates_unpushed_idx on updates (id) where pushed_at is null');

    // Polling connections: what each one has been given (delivered = the last update id).
    this.addSql(`create table connections (
      forum_id uuid not null,
      connection_id varchar(100) not null,
      user_id uuid not null,
      delivered bigint not null,
      last_seen_at timestamptz not null,
      primary key (forum_id, connection_id)
    )`);
    this.addSql('create index connections_seen_idx on connections (last_seen_at)');

    this.addSql(`create table memories (
      id uuid primary key,
      forum_id uuid not null references forums (id) on delete cascade,
      user_id uuid not null,
      photo_key varchar(300) not null,
      description varchar(200) not null,
      created_at timestamptz not null
    )`);
    this.addSql('create index memories_forum_idx on memories (forum_id, created_at desc)');
    this.addSql('create index memories_user_idx on memories (user_id)');

    // The moderation settings forum-svc obeys (from moderation.censored_words_changed and
    // platform.settings_changed); one row.
    this.addSql(`create table moderation_settings (
      id smallint primary key default 1,
      censored_words jsonb not null default '[]',
      auto_censor boolean not null default true,
      updated_at timestamptz not null default now(),
      constraint moderation_settings_single_row check (id = 1)
    )`);
    this.addSql('insert into moderation_settings (id) values (1)');
  }

  override down(): void {
    for (const table of [
      'moderation_settings',
      'memories',
      'connections',
      'updates',
      'comments',
      'posts',
      'participants',
      'people',
      'forums',
    ])
      this.addSql(`drop table if exists ${table}`);
  }
}

export const forumTablesMigration = { name: '0002-forum-tables', class: ForumTablesMigration };
