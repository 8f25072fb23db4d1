import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30 item 5: each confirmed person's reminders, claimed once per (meetup, person, kind) whatever
 * the replica and even after "Não vou mais" and a new "Eu Vou!"; and the reminders' answers, each
 * token answered once (kept by its hash, never the token).
 */
export class MeetupRemindersMigration extends Migration {
  override name = '0012-meetup-reminders';

  override up(): void {
    this.addSql(`create table meetup_reminders (
      indication_id uuid not null,
      user_id uuid not null,
      kind varchar(12) not null,
      sent_at timestamptz not null,
      primary key (indication_id, user_id, kind),
      constraint meetup_reminders_kind_check check (kind in ('day_before', 'hours_before'))
    )`);
    this.addSql(`create table reminder_answers (
      token_hash varchar(64) primary key,
      answered_at timestamptz not null
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists reminder_answers');
    this.addSql('drop table if exists meetup_reminders');
  }
}

export const meetupRemindersMigration = { name: '0012-meetup-reminders', class: MeetupRemindersMigration };
