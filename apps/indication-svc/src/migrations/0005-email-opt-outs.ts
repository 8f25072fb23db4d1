import { Migration } from '@mikro-orm/migrations';

export class EmailOptOutsMigration extends Migration {
  override name = '0005-email-opt-outs';

  override up(): void {
    // The notification types whose non-transactional e-mails a person turned off, as notification-svc
    // announces them (notification.preferences_changed, the whole list each time); erased on user.deleted.
    this.addSql(`create table email_opt_outs (
      user_id uuid primary key,
      types varchar(50)[] not null,
      updated_at timestamptz not null
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists email_opt_outs');
  }
}

export const emailOptOutsMigration = { name: '0005-email-opt-outs', class: EmailOptOutsMigration };
