import { Migration } from '@mikro-orm/migrations';
import { dropFoldedSearchIndexes, foldedSearchIndexes } from '@encontro/server-database';
import { userPrefixIndexes, userSearchIndexes, userSearchTexts } from '../users/user-search.util.js';

/**
 * Issue 32: the admin's user search at a million people. The full name and the e-mail are stored folded
 * (generated columns) with their trigram and prefix indexes, instead of indexes on the folding
 * expression: a match was rechecked by folding each row again (~45 µs), 10,000 of them to count a
 * common surname (about 450 ms). Rewrites the users table once (generated columns).
 */
export class AdminUserFoldedColumnsMigration extends Migration {
  override name = '0006-admin-user-folded-columns';

  override up(): void {
    // The new indexes take the old ones' names.
    for (const index of [...userSearchIndexes, ...userPrefixIndexes])
      this.addSql(`drop index if exists ${index.name}`);
    for (const sql of foldedSearchIndexes('users', userSearchTexts)) this.addSql(sql);
  }

  override down(): void {
    for (const sql of dropFoldedSearchIndexes('users', userSearchTexts)) this.addSql(sql);
    for (const index of userSearchIndexes)
      this.addSql(
        `create index ${index.name} on users using gin ((${index.expression}) public.gin_trgm_ops)`,
      );
    for (const index of userPrefixIndexes)
      this.addSql(`create index ${index.name} on users ((${index.expression}) text_pattern_ops)`);
  }
}

export const adminUserFoldedColumnsMigration = {
  name: '0006-admin-user-folded-columns',
  class: AdminUserFoldedColumnsMigration,
};
