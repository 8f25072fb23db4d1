import { Migration } from '@mikro-orm/migrations';
import { foldAccents } from '@encontro/contracts';
import { qualified } from '@encontro/server-database';

export class DuplicateVenuesMigration extends Migration {
  override name = '0006-duplicate-venues';

  // Runs through `execute` with qualified names: it reads rows to fold them in JS (the contracts' one
  // folding), and `execute` runs before the migrator sets the schema's search_path.
  override async up(): Promise<void> {
    // One pg_trgm per database, in `public` (called as public.similarity). Suites migrating their own
    // schemas in parallel race on it: the loser's unique_violation / duplicate_object means it is there.
    await this.execute(`do $$
      begin
        create extension if not exists pg_trgm with schema public;
      exception when unique_violation or duplicate_object then null;
      end $$`);
    const indications = qualified(String(this.config.get('schema')), 'indications');
    await this.execute(
      `alter table ${indications} add column name_folded text null, add column address_folded text null`,
    );
    const rows = (await this.execute(`select id, name, address from ${indications}`)) as {
      id: string;
      name: string;
      address: string;
    }[];
    for (const row of rows)
      await this.execute(`update ${indications} set name_folded = ?, address_folded = ? where id = ?`, [
        foldAccents(row.name),
        foldAccents(row.address),
        row.id,
      ]);
    await this.execute(
      `alter table ${indications} alter column name_folded set not null, alter column address_folded set not null`,
    );
  }

  override down(): void {
    // pg_trgm stays: other schemas of the database may use it.
    this.addSql('alter table indications drop column name_folded, drop column address_folded');
  }
}

export const duplicateVenuesMigration = { name: '0006-duplicate-venues', class: DuplicateVenuesMigration };
