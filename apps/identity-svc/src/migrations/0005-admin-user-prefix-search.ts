import { Migration } from '@mikro-orm/migrations';
import { userPrefixIndexes } from '../users/user-search.util.js';

export class AdminUserPrefixSearchMigration extends Migration {
  override name = '0005-admin-user-prefix-search';

  // A search of one or two letters matches the start of the folded full name or e-mail (no trigram
  // serves it): these btree indexes keep it off a million-row scan (issue 32).
  override up(): void {
    for (const index of userPrefixIndexes)
      this.addSql(`create index ${index.name} on users ((${index.expression}) text_pattern_ops)`);
  }

  override down(): void {
    for (const index of userPrefixIndexes) this.addSql(`drop index if exists ${index.name}`);
  }
}

export const adminUserPrefixSearchMigration = {
  name: '0005-admin-user-prefix-search',
  class: AdminUserPrefixSearchMigration,
};
