import { Migration } from '@mikro-orm/migrations';

export class IndicationsMigration extends Migration {
  override name = '0001-indications';

  override up(): void {
    // What this service knows of each person, from identity-svc's events (event-carried state).
    this.addSql(`create table people (
      user_id uuid primary key,
      name varchar(100) not null,
      surname varchar(100) not null,
      email varchar(255) not null,
      photo varchar(300) null,
      state varchar(60) not null,
      city varchar(100) not null,
      city_id varchar(7) not null,
      is_admin boolean not null default false,
      updated_at timestamptz not null
    )`);
    this.addSql('create index people_city_idx on people (city_id)');

    this.addSql(`create table indications (
      id uuid primary key,
      host_id uuid not null references people (user_id),
      week varchar(8) not null,
      state varchar(60) not null,
      city varchar(100) not null,
      city_id varchar(7) not null,
      name varchar(100) not null,
      address varchar(150) not null,
      reference varchar(100) null,
      phone varchar(20) null,
      website varchar(100) null,
      attractives jsonb not null,
      event_day varchar(10) not null,
      event_time varchar(40) not null,
      photos jsonb not null,
      status varchar(10) not null,
      vote_count int not null default 0,
      reviewed_by uuid null,
      reviewed_at timestamptz null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      constraint indications_status_check check (status in ('pending', 'active', 'rejected')),
      constraint indications_vote_count_check check (vote_count >= 0)
    )`);
    // One nomination per person per ISO week, whatever became of it.
    this.addSql('create unique index indications_host_week_unique on indications (host_id, week)');
    this.addSql('create index indications_city_week_idx on indications (city_id, week, status)');
    // The weekly scheduler's scan for (week, city) pairs still to close.
    this.addSql('create index indications_week_city_idx on indications (week, city_id)');

    // One vote per person per week; removing it deletes the row, so it can be cast again.
    this.addSql(`create table votes (
      user_id uuid not null,
      week varchar(8) not null,
      indication_id uuid not null references indications (id),
      city_id varchar(7) not null,
      created_at timestamptz not null,
      primary key (user_id, week)
    )`);
    this.addSql('create index votes_indication_idx on votes (indication_id)');

    // The gate that makes closing a week single-shot across replicas.
    this.addSql(`create table week_closures (
      week varchar(8) not null,
      city_id varchar(7) not null,
      closed_at timestamptz not null,
      winner_count int not null,
      primary key (week, city_id)
    )`);

    this.addSql(`create table winners (
      id uuid primary key,
      indication_id uuid not null unique references indications (id),
      week varchar(8) not null,
      city_id varchar(7) not null,
      position int not null,
      vote_count int not null,
      nominator_id uuid not null,
      host_id uuid not null,
      host_confirmed_at timestamptz null,
      host_link_token varchar(64) null,
      reminder_sent_at timestamptz null,
      handover_checked_at timestamptz null,
      handover_outcome varchar(20) null,
      created_at timestamptz not null,
      constraint winners_position_check check (position between 1 and 3),
      constraint winners_handover_check check (handover_outcome in ('confirmed', 'handed_over', 'nobody'))
    )`);
    this.addSql('create unique index winners_week_city_position_unique on winners (week, city_id, position)');
    this.addSql('create unique index winners_host_link_unique on winners (host_link_token)');
    this.addSql('create index winners_handover_due_idx on winners (week) where handover_checked_at is null');

    // One confirmed meetup per person per week; the earliest confirmation takes over an unconfirmed host.
    this.addSql(`create table attendances (
      indication_id uuid not null references indications (id),
      user_id uuid not null,
      week varchar(8) not null,
      confirmed_at timestamptz not null,
      calendar_token varchar(64) not null unique,
      primary key (indication_id, user_id)
    )`);
    this.addSql('create unique index attendances_user_week_unique on attendances (user_id, week)');
    this.addSql('create index attendances_order_idx on attendances (indication_id, confirmed_at)');

    // E-mails written with the state change that causes them; a dispatcher sends each once.
    this.addSql(`create table notifications (
      id uuid primary key,
      kind varchar(40) not null,
      to_email varchar(255) not null,
      subject varchar(200) not null,
      text text not null,
      html text not null,
      created_at timestamptz not null,
      sent_at timestamptz null,
      attempts int not null default 0,
      last_error varchar(500) null
    )`);
    this.addSql('create index notifications_unsent_idx on notifications (created_at) where sent_at is null');
  }

  override down(): void {
    for (const table of [
      'notifications',
      'attendances',
      'winners',
      'week_closures',
      'votes',
      'indications',
      'people',
    ])
      this.addSql(`drop table if exists ${table}`);
  }
}

export const indicationsMigration = { name: '0001-indications', class: IndicationsMigration };
