import { Migration } from '@mikro-orm/migrations';

export class NotificationIndicationMigration extends Migration {
  override name = '0002-notification-indication';

  override up(): void {
    // The indication a notification names or links to, deleted with it (indication.removed); null
    // for one about none (winners.revealed, ticket.responded) and for every row written before.
    this.addSql('alter table notifications add column indication_id uuid null');
    this.addSql('create index notifications_indication_idx on notifications (indication_id)');
  }

  override down(): void {
    this.addSql('drop index if exists notifications_indication_idx');
    this.addSql('alter table notifications drop column if exists indication_id');
  }
}

export const notificationIndicationMigration = {
  name: '0002-notification-indication',
  class: NotificationIndicationMigration,
};
