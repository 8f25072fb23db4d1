import { Migration } from '@mikro-orm/migrations';
import { createPgTrgmSql, dropFoldedSearchIndexes, foldedSearchIndexes } from '@encontro/server-database';
import { adminSearchTexts } from '../admin/admin-search.util.js';

const searched = ['forums', 'posts', 'comments', 'people'] as const;

/**
 * Issue 32: the admin's forum, post and comment lists at a million rows. Every searched text gets its
 * trigram and prefix indexes (plain `create index`: migrations run in one transaction), and the
 * newest-first pages read (created_at desc, id desc) off an index instead of sorting.
 */
export class AdminSearchIndexesMigration extends Migration {
  override name = '0007-admin-search-indexes';

  override async up(): Promise<void> {
    await this.execute(createPgTrgmSql);
    for (const table of searched)
      for (const sql of foldedSearchIndexes(table, adminSearchTexts[table])) this.addSql(sql);
    this.addSql('create index posts_created_id_idx on posts (created_at desc, id desc)');
    this.addSql('drop index if exists posts_created_idx');
    this.addSql('create index comments_created_id_idx on comments (created_at desc, id desc)');
    this.addSql('drop index if exists comments_created_idx');
  }

  override down(): void {
    // pg_trgm stays: other schemas of the database may use it.
    for (const table of searched)
      for (const sql of dropFoldedSearchIndexes(table, adminSearchTexts[table])) this.addSql(sql);
    this.addSql('create index if not exists posts_created_idx on posts (created_at desc)');
    this.addSql('drop index if exists posts_created_id_idx');
    this.addSql('create index if not exists comments_created_idx on comments (created_at desc)');
    this.addSql('drop index if exists comments_created_id_idx');
  }
}

export const adminSearchIndexesMigration = {
  name: '0007-admin-search-indexes',
  class: AdminSearchIndexesMigration,
};
