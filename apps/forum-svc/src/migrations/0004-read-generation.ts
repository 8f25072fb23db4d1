import { Migration } from '@mikro-orm/migrations';

export class ReadGenerationMigration extends Migration {
  override name = '0004-read-generation';

  override up(): void {
    // Advanced in the transaction of every change of the people table (names and photos shown on
    // every forum page): with a forum's last update id it is the version of its cached page.
    this.addSql(`create table read_generation (
      id smallint primary key default 1,
      people bigint not null default 0,
      constraint read_generation_single_row check (id = 1)
    )`);
    this.addSql('insert into read_generation (id) values (1)');
  }

  override down(): void {
    this.addSql('drop table if exists read_generation');
  }
}

export const readGenerationMigration = { name: '0004-read-generation', class: ReadGenerationMigration };
