import { Migration } from '@mikro-orm/migrations';
import { qualified } from '@encontro/server-database';
import { authorSearchTexts, hostSearchText } from '../admin/admin-search.util.js';

const listed = ['posts', 'comments'] as const;

/** SQL: `table`'s rows take the new name and e-mail of their author among the statement's `added` people. */
const followAuthors = (schema: string) => (table: (typeof listed)[number]) => {
  const [name, email] = authorSearchTexts[table].map((t) => `${t.name}_folded`);
  return `update ${qualified(schema, table)} t
           set ${name} = a.people_full_name_folded, ${email} = a.people_email_folded
          from added a
         where t.user_id = a.user_id
           and (t.${name}, t.${email}) is distinct from (a.people_full_name_folded, a.people_email_folded);`;
};

/**
 * Issue 32: the admin's forum, post and comment searches at a million people. Each post and comment keeps
 * its author's folded full name and e-mail, each forum its host's folded full name (people's own folded
 * copies), indexed like the row's other texts, so a search is one table's trigram indexes instead of one
 * people lookup per row (62,400 comments: about a second). Triggers keep them: a row takes its person's
 * on insert (a forum also on a new host); a person's new name or e-mail (one statement's rows, COPY and
 * upserts included) reaches their rows; an erased person's is cleared from the forums they hosted
 * (their posts and comments go with them).
 */
export class AdminAuthorSearchMigration extends Migration {
  override name = '0008-admin-author-search';

  override up(): void {
    const schema = String(this.config.get('schema'));
    const people = qualified(schema, 'people');
    const fill = qualified(schema, 'author_search_fill');
    const fillHost = qualified(schema, 'host_search_fill');
    const follow = qualified(schema, 'author_search_follow');
    const forget = qualified(schema, 'author_search_forget');
    const host = `${hostSearchText.name}_folded`;
    this.addSql(`alter table forums add column ${host} text`);
    this.addSql(`update forums f set ${host} = p.people_full_name_folded
      from ${people} p where p.user_id = f.host_id`);
    this.addSql(`create index ${host}_trgm_idx on forums using gin (${host} public.gin_trgm_ops)`);
    this.addSql(`create index ${host}_prefix_idx on forums (${host} text_pattern_ops)`);
    this.addSql(`create function ${fillHost}() returns trigger language plpgsql as $$
      begin
        new.${host} := (select people_full_name_folded from ${people} where user_id = new.host_id);
        return new;
      end $$`);
    this.addSql(`create trigger forums_host_search before insert or update of host_id on forums
      for each row execute function ${fillHost}()`);
    for (const table of listed) {
      const [name, email] = authorSearchTexts[table].map((t) => `${t.name}_folded`);
      this.addSql(`alter table ${table} add column ${name} text, add column ${email} text`);
      this.addSql(`update ${table} t set ${name} = p.people_full_name_folded, ${email} = p.people_email_folded
        from ${people} p where p.user_id = t.user_id`);
      for (const column of [name, email]) {
        this.addSql(`create index ${column}_trgm_idx on ${table} using gin (${column} public.gin_trgm_ops)`);
        this.addSql(`create index ${column}_prefix_idx on ${table} (${column} text_pattern_ops)`);
      }
    }
    // tg_table_name names the row's table (posts, comments): its author columns are prefixed with it.
    this.addSql(`create function ${fill}() returns trigger language plpgsql as $$
      declare
        author record;
      begin
        select people_full_name_folded as name, people_email_folded as email into author
          from ${people} where user_id = new.user_id;
        if tg_table_name = 'posts' then
          new.posts_author_name_folded := author.name;
          new.posts_author_email_folded := author.email;
        else
          new.comments_author_name_folded := author.name;
          new.comments_author_email_folded := author.email;
        end if;
        return new;
      end $$`);
    for (const table of listed)
      this.addSql(`create trigger ${table}_author_search before insert on ${table}
        for each row execute function ${fill}()`);
    this.addSql(`create function ${follow}() returns trigger language plpgsql as $$
      begin
        update ${qualified(schema, 'forums')} f set ${host} = a.people_full_name_folded
          from added a
         where f.host_id = a.user_id and f.${host} is distinct from a.people_full_name_folded;
        ${listed.map(followAuthors(schema)).join('\n')}
        return null;
      end $$`);
    this.addSql(`create trigger people_author_search_inserted after insert on ${people}
      referencing new table as added for each statement execute function ${follow}()`);
    this.addSql(`create trigger people_author_search_updated after update on ${people}
      referencing new table as added for each statement execute function ${follow}()`);
    // An erased person's forums stay (their host shown as 'Usuário removido'): no copy of the name stays.
    this.addSql(`create function ${forget}() returns trigger language plpgsql as $$
      begin
        update ${qualified(schema, 'forums')} f set ${host} = null
          from removed r where f.host_id = r.user_id and f.${host} is not null;
        return null;
      end $$`);
    this.addSql(`create trigger people_author_search_deleted after delete on ${people}
      referencing old table as removed for each statement execute function ${forget}()`);
  }

  override down(): void {
    this.addSql('drop trigger if exists people_author_search_inserted on people');
    this.addSql('drop trigger if exists people_author_search_updated on people');
    this.addSql('drop trigger if exists people_author_search_deleted on people');
    for (const table of listed) {
      this.addSql(`drop trigger if exists ${table}_author_search on ${table}`);
      const [name, email] = authorSearchTexts[table].map((t) => `${t.name}_folded`);
      this.addSql(`alter table ${table} drop column if exists ${name}, drop column if exists ${email}`);
    }
    this.addSql('drop trigger if exists forums_host_search on forums');
    this.addSql(`alter table forums drop column if exists ${hostSearchText.name}_folded`);
    this.addSql('drop function if exists author_search_follow()');
    this.addSql('drop function if exists author_search_forget()');
    this.addSql('drop function if exists author_search_fill()');
    this.addSql('drop function if exists host_search_fill()');
  }
}

export const adminAuthorSearchMigration = {
  name: '0008-admin-author-search',
  class: AdminAuthorSearchMigration,
};
