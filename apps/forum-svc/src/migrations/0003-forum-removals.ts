import { Migration } from '@mikro-orm/migrations';

export class ForumRemovalsMigration extends Migration {
  override name = '0003-forum-removals';

  override up(): void {
    // Forums whose winner was removed (indication.removed): never opened again (a late week.closed),
    // and announced once on core NATS so gateways end their open streams (pushed_at).
    this.addSql(`create table forum_removals (
      forum_id uuid primary key,
      removed_at timestamptz not null,
      pushed_at timestamptz null
    )`);
    this.addSql(
      'create index forum_removals_unpushed_idx on forum_removals (removed_at) where pushed_at is null',
    );
    // Memory photos of removed forums, written with the removal; the gateway (which owns the object
    // storage) claims them, deletes the objects and confirms — as indication-svc's photo_purges.
    this.addSql(`create table photo_purges (
      path varchar(300) primary key,
      created_at timestamptz not null,
      claimed_at timestamptz null
    )`);
    // A forum's polling connections and updates go with it.
    this.addSql('create index connections_forum_idx on connections (forum_id)');
  }

  override down(): void {
    this.addSql('drop index if exists connections_forum_idx');
    this.addSql('drop table if exists photo_purges');
    this.addSql('drop table if exists forum_removals');
  }
}

export const forumRemovalsMigration = { name: '0003-forum-removals', class: ForumRemovalsMigration };
