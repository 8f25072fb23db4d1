import { Migration } from '@mikro-orm/migrations';

// Written out, not read from the contracts: a shipped migration never changes (a new type is a new one).
const typesBefore = `'indication.approved', 'indication.rejected', 'winners.revealed', 'host.selected',
  'host.handed_over', 'forum.post', 'ticket.responded'`;
const typesAfter = `${typesBefore}, 'integrity.review'`;

const typeCheck = (table: string, types: string) =>
  `alter table ${table} add constraint ${table}_type_check check (type in (${types}))`;

export class AdminAlertsMigration extends Migration {
  override name = '0003-admin-alerts';

  override up(): void {
    // Issue 27: every admin hears of the vote clusters indication-svc held (`integrity.review`), in
    // the app and by e-mail. Who is an admin comes from identity-svc's person snapshots; an admin's
    // e-mail and first name are kept to write to them, nobody else's.
    this.addSql('alter table people add column is_admin boolean not null default false');
    this.addSql('alter table people add column email varchar(255) null');
    this.addSql('alter table people add column name varchar(100) null');
    this.addSql('create index people_admin_idx on people (user_id) where is_admin');
    for (const table of ['notifications', 'notification_preferences']) {
      this.addSql(`alter table ${table} drop constraint ${table}_type_check`);
      this.addSql(typeCheck(table, typesAfter));
    }
  }

  override down(): void {
    for (const table of ['notifications', 'notification_preferences']) {
      this.addSql(`delete from ${table} where type = 'integrity.review'`);
      this.addSql(`alter table ${table} drop constraint ${table}_type_check`);
      this.addSql(typeCheck(table, typesBefore));
    }
    this.addSql('drop index if exists people_admin_idx');
    this.addSql('alter table people drop column if exists name');
    this.addSql('alter table people drop column if exists email');
    this.addSql('alter table people drop column if exists is_admin');
  }
}

export const adminAlertsMigration = { name: '0003-admin-alerts', class: AdminAlertsMigration };
