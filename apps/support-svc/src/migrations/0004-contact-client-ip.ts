import { Migration } from '@mikro-orm/migrations';

/**
 * Contact messages stop keeping the sender's address (LGPD): the daily limit counts the gateway's
 * keyed hash of it in Redis, and nothing reads a message's address afterwards, so the column and
 * every address it holds go.
 */
export class ContactClientIpMigration extends Migration {
  override name = '0004-contact-client-ip';

  override up(): void {
    this.addSql('alter table contact_messages drop column client_ip');
  }
}

export const contactClientIpMigration = { name: '0004-contact-client-ip', class: ContactClientIpMigration };
