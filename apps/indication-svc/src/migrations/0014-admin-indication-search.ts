import { Migration } from '@mikro-orm/migrations';
import { createPgTrgmSql, dropFoldedSearchIndexes, foldedSearchIndexes } from '@encontro/server-database';
import { indicationSearchTexts } from '../indications/admin-search.util.js';

const searched = ['indications', 'people'] as const;

/**
 * Issue 32: the admin's indication list at scale. Every searched text gets its trigram and prefix
 * indexes (plain `create index`: migrations run in one transaction), and the newest-first page reads
 * (created_at desc, id) off an index instead of sorting.
 */
export class AdminIndicationSearchMigration extends Migration {
  override name = '0014-admin-indication-search';

  override async up(): Promise<void> {
    await this.execute(createPgTrgmSql);
    for (const table of searched)
      for (const sql of foldedSearchIndexes(table, indicationSearchTexts[table])) this.addSql(sql);
    this.addSql('create index indications_created_id_idx on indications (created_at desc, id)');
  }

  override down(): void {
    // pg_trgm stays: other schemas of the database may use it.
    for (const table of searched)
      for (const sql of dropFoldedSearchIndexes(table, indicationSearchTexts[table])) this.addSql(sql);
    this.addSql('drop index if exists indications_created_id_idx');
  }
}

export const adminIndicationSearchMigration = {
  name: '0014-admin-indication-search',
  class: AdminIndicationSearchMigration,
};
