import { Migration } from '@mikro-orm/migrations';

export class WeeklyActivityMigration extends Migration {
  override name = '0002-weekly-activity';

  override up(): void {
    // What indication-svc's events say a person did in which ISO week (it blocks a city change).
    this.addSql(`create table weekly_activity (
      user_id uuid primary key references users (id) on delete cascade,
      indication_id uuid null,
      indication_week varchar(8) null,
      vote_week varchar(8) null,
      attendance_week varchar(8) null,
      updated_at timestamptz not null
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists weekly_activity');
  }
}

export const weeklyActivityMigration = { name: '0002-weekly-activity', class: WeeklyActivityMigration };
