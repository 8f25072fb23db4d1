import { Migration } from '@mikro-orm/migrations';

/**
 * The cycle's e-mails move to the shared mail outbox (created by `0000-mail-outbox` just before):
 * what `notifications` still held is copied — unsent ones stay due, ten failed attempts count as
 * given up — and the old queue is dropped.
 */
export class MailOutboxMoveMigration extends Migration {
  override name = '0004-mail-outbox';

  override up(): void {
    this.addSql(`insert into mail_outbox (id, idempotency_key, kind, ref_id, to_address, subject, html, text,
        status, attempts, last_error, next_attempt_at, created_at, sent_at, failed_at)
      select id, 'notification:' || id, kind, null, to_email, subject,
        case when sent_at is null then html else '' end, case when sent_at is null then text else '' end,
        case when sent_at is not null then 'sent' when attempts >= 10 then 'failed' else 'pending' end,
        attempts, last_error, now(), created_at, sent_at,
        case when sent_at is null and attempts >= 10 then now() end
      from notifications
      on conflict (idempotency_key) do nothing`);
    this.addSql('drop table notifications');
  }
}

export const mailOutboxMoveMigration = { name: '0004-mail-outbox', class: MailOutboxMoveMigration };
