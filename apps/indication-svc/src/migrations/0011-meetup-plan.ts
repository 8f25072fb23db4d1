import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30: the host's settings of a meetup (one jsonb value, the contracts' `meetupSettingsSchema`:
 * a new setting needs no migration), its version for `meetup.updated` and its iCalendar SEQUENCE; the
 * waitlist, its offers and the check-in on the attendances.
 */
export class MeetupPlanMigration extends Migration {
  override name = '0011-meetup-plan';

  override up(): void {
    this.addSql(`alter table winners
      add column meetup_settings jsonb not null default '{}',
      add column meetup_version int not null default 0,
      add column calendar_sequence int not null default 0`);
    // Strict arrival order: a sequence, not a clock (two confirmations can share a millisecond).
    this.addSql('create sequence attendances_line_seq');
    this.addSql(`alter table attendances
      add column status varchar(12) not null default 'confirmed',
      add column line_seq bigint not null default nextval('attendances_line_seq'),
      add column offer_expires_at timestamptz null,
      add column checked_in_at timestamptz null,
      add column checked_in_by uuid null,
      alter column confirmed_at drop not null`);
    this.addSql(`alter table attendances add constraint attendances_status_check
      check (status in ('confirmed', 'waitlisted') and ((status = 'confirmed') = (confirmed_at is not null)))`);
    this.addSql('alter sequence attendances_line_seq owned by attendances.line_seq');
    this.addSql(`create index attendances_line_idx on attendances (indication_id, line_seq)
      where status = 'waitlisted'`);
    this.addSql(`create index attendances_offers_idx on attendances (offer_expires_at)
      where offer_expires_at is not null`);
  }

  override down(): void {
    this.addSql(`alter table attendances drop constraint if exists attendances_status_check,
      drop column if exists status, drop column if exists line_seq, drop column if exists offer_expires_at,
      drop column if exists checked_in_at, drop column if exists checked_in_by`);
    this.addSql(`alter table winners drop column if exists meetup_settings,
      drop column if exists meetup_version, drop column if exists calendar_sequence`);
  }
}

export const meetupPlanMigration = { name: '0011-meetup-plan', class: MeetupPlanMigration };
