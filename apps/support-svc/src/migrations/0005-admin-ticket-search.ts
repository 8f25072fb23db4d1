import { Migration } from '@mikro-orm/migrations';
import { createPgTrgmSql, dropFoldedSearchIndexes, foldedSearchIndexes } from '@encontro/server-database';
import { ticketSearchTexts } from '../tickets/admin-search.util.js';

const searched = ['tickets', 'users'] as const;

/**
 * Issue 32: the admin's ticket list at scale. Every searched text gets its trigram and prefix indexes
 * (plain `create index`: migrations run in one transaction), and the newest-first page reads
 * (created_at desc, id desc) off an index instead of sorting.
 */
export class AdminTicketSearchMigration extends Migration {
  override name = '0005-admin-ticket-search';

  override async up(): Promise<void> {
    await this.execute(createPgTrgmSql);
    for (const table of searched)
      for (const sql of foldedSearchIndexes(table, ticketSearchTexts[table])) this.addSql(sql);
    this.addSql('create index tickets_created_id_idx on tickets (created_at desc, id desc)');
    this.addSql('drop index if exists tickets_created_idx');
  }

  override down(): void {
    // pg_trgm stays: other schemas of the database may use it.
    for (const table of searched)
      for (const sql of dropFoldedSearchIndexes(table, ticketSearchTexts[table])) this.addSql(sql);
    this.addSql('create index if not exists tickets_created_idx on tickets (created_at desc)');
    this.addSql('drop index if exists tickets_created_id_idx');
  }
}

export const adminTicketSearchMigration = {
  name: '0005-admin-ticket-search',
  class: AdminTicketSearchMigration,
};
