import { Migration } from '@mikro-orm/migrations';

/**
 * The venue's five columns become one value, `meetup` (the contracts' `meetupSchema`, as week.closed
 * carries it): a new venue attribute then needs no migration here. Existing rows keep their data.
 *
 * Old and new pods run side by side during an upgrade (deploy/README.md, Upgrade): the old columns stay
 * one release, kept equal to `meetup` by a trigger (a row an old pod writes gets its `meetup`, a row a new
 * pod writes gets its columns). The next release's migration drops them and the trigger.
 */
export class ForumMeetupMigration extends Migration {
  override name = '0005-forum-meetup';

  override up(): void {
    this.addSql('alter table forums add column meetup jsonb');
    this.addSql(`update forums set meetup = jsonb_build_object(
      'name', name, 'address', address, 'reference', reference,
      'event_day', event_day, 'event_time', event_time)`);
    this.addSql('alter table forums alter column meetup set not null');
    this.addSql(`create function forums_meetup_sync() returns trigger language plpgsql as $$
      begin
        if new.meetup is null then
          new.meetup := jsonb_build_object('name', new.name, 'address', new.address,
            'reference', new.reference, 'event_day', new.event_day, 'event_time', new.event_time);
        else
          new.name := new.meetup->>'name';
          new.address := new.meetup->>'address';
          new.reference := new.meetup->>'reference';
          new.event_day := new.meetup->>'event_day';
          new.event_time := new.meetup->>'event_time';
        end if;
        return new;
      end $$`);
    this.addSql(`create trigger forums_meetup_sync before insert or update on forums
      for each row execute function forums_meetup_sync()`);
  }

  override down(): void {
    this.addSql('drop trigger if exists forums_meetup_sync on forums');
    this.addSql('drop function if exists forums_meetup_sync()');
    this.addSql('alter table forums drop column meetup');
  }
}

export const forumMeetupMigration = { name: '0005-forum-meetup', class: ForumMeetupMigration };
