import { Migration } from '@mikro-orm/migrations';
import { qualified } from '@encontro/server-database';
import { hostSearchText } from '../indications/admin-search.util.js';

/**
 * Issue 32: the admin's indication search at a million people. Each indication keeps its host's folded
 * full name (people's own folded copy), indexed like its other texts, so a search is one table's trigram
 * indexes instead of one people lookup per indication (26,500 of them: ~400 ms p99). Triggers keep it:
 * an indication takes its host's on insert or a new host; a person's new name (one statement's rows,
 * COPY and upserts included, and the anonymisation of an erased account) reaches their indications.
 */
export class AdminHostSearchMigration extends Migration {
  override name = '0016-admin-host-search';

  override up(): void {
    const schema = String(this.config.get('schema'));
    const people = qualified(schema, 'people');
    const indications = qualified(schema, 'indications');
    const fill = qualified(schema, 'host_search_fill');
    const follow = qualified(schema, 'host_search_follow');
    const column = `${hostSearchText.name}_folded`;
    this.addSql(`alter table indications add column ${column} text`);
    this.addSql(`update indications i set ${column} = p.people_full_name_folded
      from ${people} p where p.user_id = i.host_id`);
    this.addSql(`create index ${column}_trgm_idx on indications using gin (${column} public.gin_trgm_ops)`);
    this.addSql(`create index ${column}_prefix_idx on indications (${column} text_pattern_ops)`);
    this.addSql(`create function ${fill}() returns trigger language plpgsql as $$
      begin
        new.${column} := (select people_full_name_folded from ${people} where user_id = new.host_id);
        return new;
      end $$`);
    this.addSql(`create trigger indications_host_search before insert or update of host_id on indications
      for each row execute function ${fill}()`);
    this.addSql(`create function ${follow}() returns trigger language plpgsql as $$
      begin
        update ${indications} i set ${column} = a.people_full_name_folded
          from added a
         where i.host_id = a.user_id and i.${column} is distinct from a.people_full_name_folded;
        return null;
      end $$`);
    this.addSql(`create trigger people_host_search_updated after update on ${people}
      referencing new table as added for each statement execute function ${follow}()`);
  }

  override down(): void {
    this.addSql('drop trigger if exists people_host_search_updated on people');
    this.addSql('drop trigger if exists indications_host_search on indications');
    this.addSql(`alter table indications drop column if exists ${hostSearchText.name}_folded`);
    this.addSql('drop function if exists host_search_follow()');
    this.addSql('drop function if exists host_search_fill()');
  }
}

export const adminHostSearchMigration = { name: '0016-admin-host-search', class: AdminHostSearchMigration };
