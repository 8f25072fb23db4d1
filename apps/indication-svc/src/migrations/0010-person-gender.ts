import { Migration } from '@mikro-orm/migrations';

export class PersonGenderMigration extends Migration {
  override name = '0010-person-gender';

  override up(): void {
    // Issue 28: the host's e-mails in the form the person chose ('anfitriã' for F), from identity-svc's
    // person snapshots. People known before read SPEC's form until their next snapshot (a profile change).
    this.addSql('alter table people add column gender varchar(1) null');
    this.addSql("alter table people add constraint people_gender_check check (gender in ('M', 'F', 'O'))");
  }

  override down(): void {
    this.addSql('alter table people drop column if exists gender');
  }
}

export const personGenderMigration = { name: '0010-person-gender', class: PersonGenderMigration };
