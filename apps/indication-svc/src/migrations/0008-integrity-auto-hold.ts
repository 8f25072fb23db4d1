import { Migration } from '@mikro-orm/migrations';

export class IntegrityAutoHoldMigration extends Migration {
  override name = '0008-integrity-auto-hold';

  override up(): void {
    // Issue 27: whether Thursday 23:00 holds high-risk vote clusters, as admin-svc announces it
    // (platform.settings_changed); on until announced off, like admin-svc's default.
    this.addSql('alter table platform_settings add column integrity_auto_hold boolean not null default true');
  }

  override down(): void {
    this.addSql('alter table platform_settings drop column if exists integrity_auto_hold');
  }
}

export const integrityAutoHoldMigration = {
  name: '0008-integrity-auto-hold',
  class: IntegrityAutoHoldMigration,
};
