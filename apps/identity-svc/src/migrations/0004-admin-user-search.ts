import { Migration } from '@mikro-orm/migrations';
import { userSearchIndexes } from '../users/user-search.util.js';

export class AdminUserSearchMigration extends Migration {
  override name = '0004-admin-user-search';

  // The admin's users tab pages and searches a million people in the database (issue 32).
  override async up(): Promise<void> {
    // One pg_trgm per database, in `public` (as indication-svc's 0006 installs it): suites migrating
    // their own schemas in parallel race on it, the loser's unique_violation / duplicate_object
    // means it is there.
    await this.execute(`do $$
      begin
        create extension if not exists pg_trgm with schema public;
      exception when unique_violation or duplicate_object then null;
      end $$`);
    // The folded full name and e-mail, as the search folds them: `like '%term%'` uses these.
    for (const index of userSearchIndexes)
      this.addSql(
        `create index ${index.name} on users using gin ((${index.expression}) public.gin_trgm_ops)`,
      );
    // The list's order, whole or of one state: a page is read off the index, not sorted.
    this.addSql('create index users_created_at_id_idx on users (created_at desc, id)');
    this.addSql('create index users_state_created_at_id_idx on users (state, created_at desc, id)');
  }

  override down(): void {
    // pg_trgm stays: other schemas of the database may use it.
    for (const index of userSearchIndexes) this.addSql(`drop index if exists ${index.name}`);
    this.addSql('drop index if exists users_created_at_id_idx');
    this.addSql('drop index if exists users_state_created_at_id_idx');
  }
}

export const adminUserSearchMigration = { name: '0004-admin-user-search', class: AdminUserSearchMigration };
