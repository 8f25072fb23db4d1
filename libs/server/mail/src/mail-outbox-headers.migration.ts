import { Migration } from '@mikro-orm/migrations';

/**
 * Extra header lines of an outbox e-mail (the one-click unsubscribe of a non-transactional one);
 * every service that lists `mailOutboxMigration` lists this one after its latest migration.
 */
export class MailOutboxHeadersMigration extends Migration {
  override name = '0000-mail-outbox-headers';

  override up(): void {
    this.addSql('alter table mail_outbox add column headers jsonb null');
  }

  override down(): void {
    this.addSql('alter table mail_outbox drop column if exists headers');
  }
}

export const mailOutboxHeadersMigration = {
  name: '0000-mail-outbox-headers',
  class: MailOutboxHeadersMigration,
};
