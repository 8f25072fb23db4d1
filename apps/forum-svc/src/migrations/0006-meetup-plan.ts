import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30: the meetup changes after week.closed (meetup.updated, kept only when its version is
 * higher), and people check in ("Cheguei"). A check-in may arrive before or after its
 * attendance.confirmed (two streams), so it is a row of its own: someone arrived when both exist.
 * `checkins_version` grows with every check-in of a forum, so its cached page reads fresh.
 * The old venue columns and their trigger (0005) stay: the trigger copies them from `meetup`.
 */
export class MeetupPlanMigration extends Migration {
  override name = '0006-meetup-plan';

  override up(): void {
    this.addSql('alter table forums add column meetup_version integer not null default 0');
    this.addSql('alter table forums add column checkins_version integer not null default 0');
    this.addSql(`create table checkins (
      forum_id uuid not null,
      user_id uuid not null,
      checked_in_at timestamptz not null,
      primary key (forum_id, user_id)
    )`);
    this.addSql('create index checkins_user_idx on checkins (user_id)');
  }

  override down(): void {
    this.addSql('drop table if exists checkins');
    this.addSql('alter table forums drop column checkins_version');
    this.addSql('alter table forums drop column meetup_version');
  }
}

export const meetupPlanMigration = { name: '0006-meetup-plan', class: MeetupPlanMigration };
