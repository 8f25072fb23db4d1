import { Migration } from '@mikro-orm/migrations';

export class RejectedNominationsMigration extends Migration {
  override name = '0009-rejected-nominations';

  override up(): void {
    // Issue 28: a rejected nomination frees the person's week, so only pending and approved ones are unique.
    this.addSql('drop index if exists indications_host_week_unique');
    this.addSql(
      `create unique index indications_host_week_open_unique on indications (host_id, week)
        where status <> 'rejected'`,
    );
    this.addSql('alter table indications add column rejection_reason varchar(300) null');
  }

  override down(): void {
    this.addSql('alter table indications drop column if exists rejection_reason');
    this.addSql('drop index if exists indications_host_week_open_unique');
    // Fails where a person nominated again after a rejection: those weeks have two rows by design.
    this.addSql('create unique index indications_host_week_unique on indications (host_id, week)');
  }
}

export const rejectedNominationsMigration = {
  name: '0009-rejected-nominations',
  class: RejectedNominationsMigration,
};
