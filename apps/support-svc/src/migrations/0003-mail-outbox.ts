import { Migration } from '@mikro-orm/migrations';

/**
 * Support's e-mails move to the shared mail outbox (created by `0000-mail-outbox` just before): what
 * `outgoing_mails` held is copied under the keys SupportMail now uses (`<kind>:<ref id>`), unsent
 * ones still due, and the old queue is dropped.
 */
export class MailOutboxMoveMigration extends Migration {
  override name = '0003-mail-outbox';

  override up(): void {
    this.addSql(`insert into mail_outbox (id, idempotency_key, kind, ref_id, to_address, reply_to, subject,
        html, text, status, attempts, last_error, next_attempt_at, created_at, sent_at)
      select id, kind || ':' || ref_id, kind, ref_id::text, to_address, reply_to, subject,
        case when sent_at is null then html else '' end, case when sent_at is null then text else '' end,
        case when sent_at is null then 'pending' else 'sent' end,
        attempts, last_error, next_attempt_at, created_at, sent_at
      from outgoing_mails
      on conflict (idempotency_key) do nothing`);
    this.addSql('drop table outgoing_mails');
  }
}

export const mailOutboxMoveMigration = { name: '0003-mail-outbox', class: MailOutboxMoveMigration };
