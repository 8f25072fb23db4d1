import { Migration } from '@mikro-orm/migrations';

// Written out, not read from the contracts: a shipped migration never changes (a new type is a new one).
const typesBefore = `'indication.approved', 'indication.rejected', 'winners.revealed', 'host.selected',
  'host.handed_over', 'forum.post', 'ticket.responded', 'integrity.review'`;
const typesAfter = `${typesBefore}, 'seat.offered', 'meetup.reminder'`;

const typeCheck = (table: string, types: string) =>
  `alter table ${table} add constraint ${table}_type_check check (type in (${types}))`;

export class MeetupNotificationsMigration extends Migration {
  override name = '0005-meetup-notifications';

  override up(): void {
    // Issue 30: the waitlist's offer and the meetup's reminders. A reminder's push answers it with
    // the signed one-time token indication-svc gave it (`action_token`), without opening the app.
    for (const table of ['notifications', 'notification_preferences']) {
      this.addSql(`alter table ${table} drop constraint ${table}_type_check`);
      this.addSql(typeCheck(table, typesAfter));
    }
    this.addSql('alter table notifications add column action_token varchar(512) null');
  }

  override down(): void {
    this.addSql('alter table notifications drop column if exists action_token');
    for (const table of ['notifications', 'notification_preferences']) {
      this.addSql(`delete from ${table} where type in ('seat.offered', 'meetup.reminder')`);
      this.addSql(`alter table ${table} drop constraint ${table}_type_check`);
      this.addSql(typeCheck(table, typesBefore));
    }
  }
}

export const meetupNotificationsMigration = {
  name: '0005-meetup-notifications',
  class: MeetupNotificationsMigration,
};
