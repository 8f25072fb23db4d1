import { Migration } from '@mikro-orm/migrations';

export class UserLifecycleMigration extends Migration {
  override name = '0002-user-lifecycle';

  override up(): void {
    // A deleted account's person stays (past winners name their host) but anonymised and marked,
    // so a late snapshot event cannot bring the name back.
    this.addSql('alter table people add column deleted_at timestamptz null');
    // The platform settings this service obeys, from admin-svc's platform.settings_changed.
    this.addSql(`create table platform_settings (
      id smallint primary key default 1,
      approval_required boolean not null default true,
      updated_at timestamptz not null,
      constraint platform_settings_single_row check (id = 1)
    )`);
    // Photos of deleted indications, written with the deletion; the gateway (which owns the object
    // storage) claims them, deletes the objects and confirms.
    this.addSql(`create table photo_purges (
      path varchar(300) primary key,
      created_at timestamptz not null,
      claimed_at timestamptz null
    )`);
    this.addSql('create index votes_user_idx on votes (user_id)');
    this.addSql('create index indications_host_idx on indications (host_id)');
  }

  override down(): void {
    this.addSql('drop index if exists indications_host_idx');
    this.addSql('drop index if exists votes_user_idx');
    this.addSql('drop table if exists photo_purges');
    this.addSql('drop table if exists platform_settings');
    this.addSql('alter table people drop column if exists deleted_at');
  }
}

export const userLifecycleMigration = { name: '0002-user-lifecycle', class: UserLifecycleMigration };
