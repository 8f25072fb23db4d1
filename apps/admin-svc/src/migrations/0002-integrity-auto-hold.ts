import { Migration } from '@mikro-orm/migrations';

export class IntegrityAutoHoldMigration extends Migration {
  override name = '0002-integrity-auto-hold';

  override up(): void {
    // Issue 27: Thursday 23:00, indication-svc puts high-risk vote clusters under review by itself; on
    // by default, so the row stored at first start (and every saved one) starts with it on.
    this.addSql('alter table settings add column integrity_auto_hold boolean not null default true');
  }

  override down(): void {
    this.addSql('alter table settings drop column if exists integrity_auto_hold');
  }
}

export const integrityAutoHoldMigration = {
  name: '0002-integrity-auto-hold',
  class: IntegrityAutoHoldMigration,
};
