import { Migration } from '@mikro-orm/migrations';

export class UsersAndAccountTokensMigration extends Migration {
  override name = '0001-users-and-account-tokens';

  override up(): void {
    this.addSql(`create table users (
      id uuid primary key,
      name varchar(100) not null,
      surname varchar(100) not null,
      email varchar(255) not null,
      password_hash varchar(255) not null,
      state varchar(60) not null,
      city varchar(100) not null,
      city_id varchar(7) not null,
      gender varchar(1) null,
      photo varchar(300) null,
      is_admin boolean not null default false,
      email_verified_at timestamptz null,
      blocked boolean not null default false,
      last_voted_indication_id varchar(64) null,
      last_confirmed_indication_id varchar(64) null,
      last_login_at timestamptz null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      constraint users_email_lower_check check (email = lower(email)),
      constraint users_gender_check check (gender in ('M', 'F', 'O')),
      constraint users_city_id_check check (city_id ~ '^[0-9]{7}$')
    )`);
    this.addSql('create unique index users_email_unique on users (email)');
    this.addSql(`create table account_tokens (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      purpose varchar(30) not null,
      token_hash varchar(64) not null,
      expires_at timestamptz not null,
      used_at timestamptz null,
      created_at timestamptz not null,
      constraint account_tokens_purpose_check check (purpose in ('email_verification', 'password_reset'))
    )`);
    this.addSql('create unique index account_tokens_token_hash_unique on account_tokens (token_hash)');
    this.addSql('create index account_tokens_user_purpose_idx on account_tokens (user_id, purpose)');
  }

  override down(): void {
    this.addSql('drop table if exists account_tokens');
    this.addSql('drop table if exists users');
  }
}

export const usersAndAccountTokensMigration = {
  name: '0001-users-and-account-tokens',
  class: UsersAndAccountTokensMigration,
};
