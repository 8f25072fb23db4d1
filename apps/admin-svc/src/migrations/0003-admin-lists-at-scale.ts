import { Migration } from '@mikro-orm/migrations';
import {
  createPgTrgmSql,
  dropFoldedSearchIndexes,
  foldedSearchIndexes,
  qualified,
} from '@encontro/server-database';
import { adminSearchTexts } from '../common/admin-search.util.js';

const searched = ['reports', 'people'] as const;

/** Who counts as active in the statistics (docs/decisions.md). */
const ACTIVE = 'not blocked and not deleted and not is_admin';

/**
 * Issue 32: the admin lists and statistics at a million people. Every searched text gets its trigram
 * (and, when bounded, prefix) indexes (plain `create index`: migrations run in one transaction).
 * `active_people` holds the statistics' active count, kept by statement triggers on `people` from the
 * rows each statement added and removed (COPY, upserts and truncates included), so nobody counts a
 * million rows per call or per registration.
 */
export class AdminListsAtScaleMigration extends Migration {
  override name = '0003-admin-lists-at-scale';

  override async up(): Promise<void> {
    await this.execute(createPgTrgmSql);
    for (const table of searched)
      for (const sql of foldedSearchIndexes(table, adminSearchTexts[table])) this.addSql(sql);

    // The trigger runs under the caller's search_path: every name in it is qualified.
    const schema = String(this.config.get('schema'));
    const people = qualified(schema, 'people');
    const counter = qualified(schema, 'active_people');
    const count = qualified(schema, 'count_active_people');
    this.addSql(`create table ${counter} (
      id boolean primary key default true,
      active_count bigint not null,
      constraint active_people_one_row check (id)
    )`);
    this.addSql(`insert into ${counter} (active_count) select count(*) from ${people} where ${ACTIVE}`);
    this.addSql(`create function ${count}() returns trigger language plpgsql as $$
      declare
        delta bigint := 0;
      begin
        if tg_op = 'TRUNCATE' then
          update ${counter} set active_count = 0;
          return null;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          delta := delta + (select count(*) from added where ${ACTIVE});
        end if;
        if tg_op in ('UPDATE', 'DELETE') then
          delta := delta - (select count(*) from removed where ${ACTIVE});
        end if;
        if delta <> 0 then
          update ${counter} set active_count = active_count + delta;
        end if;
        return null;
      end $$`);
    this.addSql(`create trigger people_active_inserted after insert on ${people}
      referencing new table as added for each statement execute function ${count}()`);
    this.addSql(`create trigger people_active_updated after update on ${people}
      referencing old table as removed new table as added for each statement execute function ${count}()`);
    this.addSql(`create trigger people_active_deleted after delete on ${people}
      referencing old table as removed for each statement execute function ${count}()`);
    this.addSql(`create trigger people_active_truncated after truncate on ${people}
      for each statement execute function ${count}()`);
  }

  override down(): void {
    // pg_trgm stays: other schemas of the database may use it.
    for (const table of searched)
      for (const sql of dropFoldedSearchIndexes(table, adminSearchTexts[table])) this.addSql(sql);
    for (const trigger of ['inserted', 'updated', 'deleted', 'truncated'])
      this.addSql(`drop trigger if exists people_active_${trigger} on people`);
    this.addSql('drop function if exists count_active_people()');
    this.addSql('drop table if exists active_people');
  }
}

export const adminListsAtScaleMigration = {
  name: '0003-admin-lists-at-scale',
  class: AdminListsAtScaleMigration,
};
