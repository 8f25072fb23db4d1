import { Migration } from '@mikro-orm/migrations';

/** The retention pruner's scan (NotificationsPruner): the oldest notifications first, whoever they are for. */
export class NotificationsCreatedIndexMigration extends Migration {
  override name = '0006-notifications-created-index';

  override up(): void {
    this.addSql('create index if not exists notifications_created_idx on notifications (created_at)');
  }

  override down(): void {
    this.addSql('drop index if exists notifications_created_idx');
  }
}

export const notificationsCreatedIndexMigration = {
  name: '0006-notifications-created-index',
  class: NotificationsCreatedIndexMigration,
};
