import { Migration } from '@mikro-orm/migrations';

// Written out, not read from the contracts: a shipped migration never changes (a new type is a new one).
const typeList = `'indication.approved', 'indication.rejected', 'winners.revealed', 'host.selected',
  'host.handed_over', 'forum.post', 'ticket.responded'`;

export class NotificationTablesMigration extends Migration {
  override name = '0001-notification-tables';

  override up(): void {
    // What notification-svc keeps of other services' data (event-carried state).
    this.addSql(`create table people (
      user_id uuid primary key,
      city_id varchar(7) not null,
      updated_at timestamptz not null
    )`);
    // Deleted accounts: events arriving after user.deleted create nothing for them.
    this.addSql(`create table deleted_users (
      user_id uuid primary key,
      deleted_at timestamptz not null
    )`);
    this.addSql(`create table venues (
      indication_id uuid primary key,
      user_id uuid not null,
      name varchar(150) not null,
      city_id varchar(7) not null,
      week varchar(8) not null
    )`);
    this.addSql('create index venues_user_idx on venues (user_id)');
    this.addSql(`create table week_participants (
      indication_id uuid not null,
      user_id uuid not null,
      role varchar(10) not null,
      week varchar(8) not null,
      city_id varchar(7) not null,
      primary key (indication_id, user_id, role),
      constraint week_participants_role_check check (role in ('nominator', 'voter', 'attendee'))
    )`);
    this.addSql('create index week_participants_city_idx on week_participants (week, city_id)');
    this.addSql('create index week_participants_user_idx on week_participants (user_id)');

    this.addSql(`create table notifications (
      id uuid primary key,
      event_id uuid not null,
      user_id uuid not null,
      type varchar(30) not null,
      title varchar(200) not null,
      body varchar(500) not null,
      url varchar(300) not null,
      pushed boolean not null default false,
      read_at timestamptz null,
      created_at timestamptz not null,
      constraint notifications_event_user_unique unique (event_id, user_id),
      constraint notifications_type_check check (type in (${typeList}))
    )`);
    this.addSql('create index notifications_user_idx on notifications (user_id, created_at desc, id desc)');
    this.addSql('create index notifications_unread_idx on notifications (user_id) where read_at is null');
    this.addSql(`create table notification_preferences (
      user_id uuid not null,
      type varchar(30) not null,
      in_app boolean not null,
      email boolean not null,
      push boolean not null,
      updated_at timestamptz not null,
      primary key (user_id, type),
      constraint notification_preferences_type_check check (type in (${typeList}))
    )`);

    this.addSql(`create table push_subscriptions (
      id uuid primary key,
      user_id uuid not null,
      endpoint varchar(2048) not null,
      p256dh varchar(100) not null,
      auth varchar(30) not null,
      user_agent varchar(512) null,
      created_at timestamptz not null,
      constraint push_subscriptions_endpoint_unique unique (endpoint)
    )`);
    this.addSql('create index push_subscriptions_user_idx on push_subscriptions (user_id, created_at)');
    // One push of one notification to one device, written with the notification, sent by the push relay.
    this.addSql(`create table push_deliveries (
      id uuid primary key,
      notification_id uuid not null references notifications (id) on delete cascade,
      subscription_id uuid not null references push_subscriptions (id) on delete cascade,
      attempts integer not null default 0,
      last_error varchar(500) null,
      next_attempt_at timestamptz not null,
      created_at timestamptz not null
    )`);
    this.addSql('create index push_deliveries_due_idx on push_deliveries (next_attempt_at)');
    this.addSql('create index push_deliveries_notification_idx on push_deliveries (notification_id)');
    this.addSql('create index push_deliveries_subscription_idx on push_deliveries (subscription_id)');
  }

  override down(): void {
    for (const table of [
      'push_deliveries',
      'push_subscriptions',
      'notification_preferences',
      'notifications',
      'week_participants',
      'venues',
      'deleted_users',
      'people',
    ])
      this.addSql(`drop table if exists ${table}`);
  }
}

export const notificationTablesMigration = {
  name: '0001-notification-tables',
  class: NotificationTablesMigration,
};
