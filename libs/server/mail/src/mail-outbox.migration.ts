import { Migration } from '@mikro-orm/migrations';

/** The mail outbox table; every service that sends e-mail lists this migration after its own. */
export class MailOutboxMigration extends Migration {
  override name = '0000-mail-outbox';

  override up(): void {
    this.addSql(`create table mail_outbox (
      id uuid primary key,
      idempotency_key varchar(200) not null,
      kind varchar(50) not null,
      ref_id varchar(100) null,
      to_address varchar(320) not null,
      reply_to varchar(320) null,
      subject varchar(500) not null,
      html text not null,
      text text not null,
      request_id varchar(100) null,
      status varchar(10) not null default 'pending',
      attempts int not null default 0,
      last_error varchar(500) null,
      next_attempt_at timestamptz not null,
      created_at timestamptz not null,
      sent_at timestamptz null,
      failed_at timestamptz null,
      constraint mail_outbox_idempotency_key_unique unique (idempotency_key),
      constraint mail_outbox_status_check check (status in ('pending', 'sent', 'failed'))
    )`);
    this.addSql(`create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status = 'pending'`);
    this.addSql('create index mail_outbox_ref_idx on mail_outbox (ref_id) where ref_id is not null');
    this.addSql(`create index mail_outbox_sent_idx on mail_outbox (sent_at) where status = 'sent'`);
  }

  override down(): void {
    this.addSql('drop table if exists mail_outbox');
  }
}

/**
 * Named like the events' `0000-outbox-inbox` (a library's table), but applied where a service lists
 * it: the migrator runs the list in order, names only have to be unique.
 */
export const mailOutboxMigration = { name: '0000-mail-outbox', class: MailOutboxMigration };
